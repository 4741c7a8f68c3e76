import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createScreenStore } from '../../src/state/screen';
import { datePickerWidget } from '../../widgets/DatePicker';
import { disclosureWidget } from '../../widgets/Disclosure';
import { htmlWidget } from '../../widgets/Html';
import { pxToRem } from '../../widgets/Html/px-to-rem';
import { imagePickerWidget } from '../../widgets/ImagePicker';
import { admitImages } from '../../widgets/ImagePicker/rules';
import { selectWidget } from '../../widgets/Select';
import { textareaWidget } from '../../widgets/Textarea';
import { renderWidget } from './helpers';

describe('Textarea', () => {
  it('shows length/max under the box and writes the form field', () => {
    const store = createScreenStore();
    renderWidget(textareaWidget, { name: 'content', label: 'Content', maxLength: 200 }, { store });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: 'Hello there' } });
    expect(store.form.value.content).toBe('Hello there');
    expect(screen.getByText('11/200')).toBeTruthy();
    expect(screen.getByLabelText('Content').getAttribute('maxlength')).toBe('200');
  });
});

describe('Select', () => {
  const options = [{ value: 1, label: 'Deposit' }, { value: 0, label: 'Others' }];
  it('starts unset with its placeholder, opens a sheet of options and writes the chosen value', () => {
    const store = createScreenStore();
    const { emit } = renderWidget(selectWidget, { name: 'type', label: 'Type', placeholder: 'Choose', options }, { store });
    const trigger = screen.getByRole('button', { name: /Type/ });
    expect(trigger.textContent).toContain('Choose');
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('radio', { name: 'Others' }));
    expect(store.form.value.type).toBe(0);
    expect(emit).toHaveBeenCalledWith('change', { value: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger.textContent).toContain('Others');
  });
});

describe('DatePicker', () => {
  it('is a native date input bounded by min and max', () => {
    const store = createScreenStore();
    renderWidget(datePickerWidget, { name: 'birthday', label: 'Birthday', min: '1900-01-01', max: '2026-12-31' }, { store });
    const input = screen.getByLabelText('Birthday') as HTMLInputElement;
    expect([input.type, input.min, input.max]).toEqual(['date', '1900-01-01', '2026-12-31']);
    fireEvent.change(input, { target: { value: '1990-05-06' } });
    expect(store.form.value.birthday).toBe('1990-05-06');
  });
});

describe('ImagePicker', () => {
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
  const rules = { accept: ['image/jpeg', 'image/png'], maxBytes: 5_242_880, maxCount: 3 };

  it('admits only allowed types, sizes and counts, saying why for the others', () => {
    const picked = [file('a.png', 'image/png', 10), file('b.gif', 'image/gif', 10), file('c.jpg', 'image/jpeg', 5_242_881), file('d.jpg', 'image/jpeg', 10), file('e.png', 'image/png', 10)];
    const { accepted, rejected } = admitImages([file('old.png', 'image/png', 1)], picked, rules);
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'd.jpg']);
    expect(rejected).toEqual(['type', 'size', 'count']);
  });

  it('keeps admitted pictures in the form and raises one reject per kind with the spec key', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    const store = createScreenStore();
    const { emit } = renderWidget(imagePickerWidget, { name: 'pictures', label: 'Pictures' }, { store });
    fireEvent.change(screen.getByLabelText('Pictures'), { target: { files: [file('a.png', 'image/png', 10), file('b.gif', 'image/gif', 1), file('c.gif', 'image/gif', 1)] } });
    await waitFor(() => expect((store.form.value.pictures as File[] | undefined)?.map((f) => f.name)).toEqual(['a.png']));
    expect(emit.mock.calls.filter(([event]) => event === 'reject')).toEqual([['reject', { reason: 'type', message: 't:activity_image_type' }]]);
    expect(screen.getAllByRole('img', { name: 'a.png' })).toHaveLength(1);
    expect(imagePickerWidget.defaultOn?.({} as never).reject).toEqual([{ do: 'toast', text: { $: { var: 'event.message' } }, duration: 1500 }]);
  });

  it('refuses a file the phone cannot read as a picture, saying so (图片获取失败), and keeps the readable ones', async () => {
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    const broken = file('broken.png', 'image/png', 10);
    const decode = vi.fn(async (blob: Blob) => {
      if (blob === broken) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      return { close: () => undefined };
    });
    vi.stubGlobal('createImageBitmap', decode);
    try {
      const store = createScreenStore();
      const { emit } = renderWidget(imagePickerWidget, { name: 'pictures', label: 'Pictures' }, { store });
      fireEvent.change(screen.getByLabelText('Pictures'), { target: { files: [broken, file('fine.jpg', 'image/jpeg', 10)] } });
      await waitFor(() => expect(emit).toHaveBeenCalledWith('reject', { reason: 'read', message: 't:common_image_read_failed' }));
      expect((store.form.value.pictures as File[]).map((f) => f.name)).toEqual(['fine.jpg']);
      expect(decode).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('Disclosure', () => {
  it('is a button announcing its state; its content shows while open; tapping raises toggle with the next state', () => {
    const { emit } = renderWidget(disclosureWidget, { title: 'FAQ', open: false }, { children: <p>Answer</p> });
    const head = screen.getByRole('button', { name: 'FAQ' });
    expect(head.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Answer')).toBeNull();
    fireEvent.click(head);
    expect(emit).toHaveBeenCalledWith('toggle', { open: true });
  });
});

describe('Html', () => {
  it('pixel values become rem divided by 100', () => {
    expect(pxToRem('<p style="font-size:28px;margin:0 0 20px">x</p>')).toBe('<p style="font-size:0.28rem;margin:0 0 0.2rem">x</p>');
  });

  it('sanitises operator HTML: scripts, handlers, script links and frames go, the text stays', async () => {
    const html = '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a><svg onload="alert(4)"></svg><iframe src="https://evil.example"></iframe><div style="background:url(javascript:alert(5))">styled</div><b>kept</b>';
    const { container } = renderWidget(htmlWidget, { html });
    await waitFor(() => expect(container.querySelector('.wl-html')).toBeTruthy());
    const out = container.querySelector('.wl-html')!.innerHTML;
    expect(out).not.toMatch(/onerror|onload|<script|javascript:|<iframe/i);
    expect(out).toContain('<b>kept</b>');
    expect(screen.getByText('styled').getAttribute('style')).toBeNull();
    await act(async () => undefined);
  });
});
