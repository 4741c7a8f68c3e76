import { renderWidget } from './helpers';
import { parse, safeParse } from 'zod/mini';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { buildContext } from '../../src/engine/build-context';
import { describe, expect, it, vi } from 'vitest';
import { buttonWidget } from '../../widgets/Button';
import { linkWidget } from '../../widgets/Link';
import { formWidget } from '../../widgets/Form';
import { textFieldWidget } from '../../widgets/TextField';
import { FormBusyContext } from '../../widgets/_lib/form-busy';
import { createScreenStore } from '../../src/state/screen';
import { loadedView } from '../../src/render/lazy-views';
import { ScreenContext } from '../../src/render/screen-context';

describe('Button', () => {
  it('is a button named by its translated label and emits press', () => {
    const { emit } = renderWidget(buttonWidget, { label: 't:screens_login_submit' });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(emit).toHaveBeenCalledWith('press');
  });

  it('is disabled while its rule holds and then emits nothing', () => {
    const { emit } = renderWidget(buttonWidget, { label: 'Go', disabled: { '!': { var: 'form.agree' } } });
    const button = screen.getByRole('button', { name: 'Go' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  it('is busy and ignores taps while its actions run', async () => {
    let finish!: () => void;
    const { emit } = renderWidget(buttonWidget, { label: 'Pay' });
    emit.mockImplementation(() => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))));
    const button = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(emit).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => finish());
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('shows loading from its rule', () => {
    renderWidget(buttonWidget, { label: 'Send', loading: { var: 'state.sending' } }, { ctx: { state: { sending: true } } });
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true');
  });

  it('a submit button is type=submit, does not emit press, and shows the form busy', () => {
    const View = loadedView(buttonWidget)!;
    const emit = vi.fn();
    const props = parse(buttonWidget.props, { label: 'Login', submit: true });
    const node = { type: 'Button', path: '/b', key: '/b', props, children: [], on: {} };
    const { getByRole } = render(
      <ScreenContext.Provider value={createScreenStore()}>
        <FormBusyContext.Provider value>
          <View props={props} node={node} emit={emit} />
        </FormBusyContext.Provider>
      </ScreenContext.Provider>,
    );
    const button = getByRole('button', { name: 'Login' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(emit).not.toHaveBeenCalled();
  });

  it('defaults to a full-width primary button', () => {
    expect(parse(buttonWidget.props, { label: 'x' })).toMatchObject({ variant: 'primary', block: true, submit: false, size: 'md' });
  });
});

describe('Link', () => {
  it('is a real link to its path that navigates through the renderer and emits press', () => {
    const { emit, navigate } = renderWidget(linkWidget, { label: 't:screens_forgot', to: '/m/forget' });
    const link = screen.getByRole('link', { name: '忘记密码？' });
    expect(link.getAttribute('href')).toBe('/m/forget');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/m/forget');
    expect(emit).toHaveBeenCalledWith('press');
  });

  it('without a path it is a button raising press', () => {
    const { emit, navigate } = renderWidget(linkWidget, { label: 'More' });
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(emit).toHaveBeenCalledWith('press');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses external and protocol-relative addresses (they belong to openUrl)', () => {
    expect(safeParse(linkWidget.props, { label: 'x', to: 'https://evil.example' }).success).toBe(false);
    expect(safeParse(linkWidget.props, { label: 'x', to: '//evil.example' }).success).toBe(false);
  });
});

describe('Form', () => {
  it('emits submit on Enter in a field, once while the first submit runs', async () => {
    let finish!: () => void;
    const store = createScreenStore();
    const Field = loadedView(textFieldWidget)!;
    const fieldProps = parse(textFieldWidget.props, { name: 'username', label: 'User' });
    const { emit } = renderWidget(formWidget, { name: 'login' }, {
      store,
      children: <Field props={fieldProps} node={{ type: 'TextField', path: '/f', key: '/f', props: fieldProps, children: [], on: {} }} emit={async () => undefined} />,
    });
    emit.mockImplementation(() => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))));
    const input = screen.getByLabelText('User');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('submit');
    await act(async () => finish());
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('does not submit on other keys', () => {
    const { emit, container } = renderWidget(formWidget, { name: 'f' }, { children: <input aria-label="plain" /> });
    fireEvent.keyDown(screen.getByLabelText('plain'), { key: 'a' });
    expect(emit).not.toHaveBeenCalled();
    expect(container.querySelector('form')?.getAttribute('name')).toBe('f');
  });
});
