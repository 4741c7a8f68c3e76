import { renderWidget } from './helpers';
import { parse, safeParse } from 'zod/mini';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stackWidget } from '../../widgets/Stack';
import { cardWidget } from '../../widgets/Card';
import { textWidget } from '../../widgets/Text';
import { imageWidget } from '../../widgets/Image';
import { iconWidget } from '../../widgets/Icon';
import { dividerWidget } from '../../widgets/Divider';
import { spacerWidget } from '../../widgets/Spacer';
import { safeImageSrc } from '../../widgets/Image/safe-src';
import { setDrawingPage } from '../../src/render/page-drawing';
import { renderToString } from 'react-dom/server';
import { StackView } from '../../widgets/Stack/StackView';
import type { ResolvedNode } from '../../src/engine/types';

describe('Stack', () => {
  it('defaults to a column with a 12 px gap and lays out a row when asked', () => {
    const { container, rerender } = renderWidget(stackWidget, {}, { children: <span>a</span> });
    const column = container.firstChild as HTMLElement;
    expect(column.style.flexDirection).toBe('column');
    expect(column.style.gap).toBe('12px');
    rerender(<></>);
    const row = renderWidget(stackWidget, { direction: 'row', justify: 'between' }).container.firstChild as HTMLElement;
    expect(row.style.flexDirection).toBe('row');
    expect(row.style.justifyContent).toBe('space-between');
  });

  it('a growing stack with a minimum width keeps it: in a wrapping row its siblings move to the next line instead', () => {
    const kept = renderWidget(stackWidget, { grow: true, minWidth: 160 }).container.firstChild as HTMLElement;
    expect(kept.style.flex).toBe('1 1 160px');
    expect(kept.style.minWidth).toBe('160px');
    const free = renderWidget(stackWidget, { grow: true }).container.firstChild as HTMLElement;
    expect(free.style.flex).toBe('1 1 0px');
    expect(free.style.minWidth).toBe('0');
    expect(safeParse(stackWidget.props, { minWidth: 10 }).success).toBe(false);
  });

  describe('deferred', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('draws its children only once it comes near the screen, keeping room until then', () => {
      let report: (entries: { isIntersecting: boolean }[]) => void = () => undefined;
      const observed: Element[] = [];
      const disconnect = vi.fn();
      vi.stubGlobal('IntersectionObserver', class {
        constructor(callback: typeof report, readonly options: { rootMargin: string }) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect = disconnect;
      });
      const { container } = renderWidget(stackWidget, { deferred: true }, { children: <span>below the fold</span> });
      const stack = container.firstChild as HTMLElement;
      expect(observed).toEqual([stack]);
      expect(screen.queryByText('below the fold')).toBeNull();
      expect(stack.style.minHeight).toBe('160px');
      act(() => report([{ isIntersecting: false }]));
      expect(screen.queryByText('below the fold')).toBeNull();
      act(() => report([{ isIntersecting: true }]));
      expect(screen.getByText('below the fold')).toBeTruthy();
      expect(stack.style.minHeight).toBe('');
      expect(disconnect).toHaveBeenCalled();
    });

    it('draws at once where nothing can observe it (snapshots, old browsers)', () => {
      vi.stubGlobal('IntersectionObserver', undefined);
      renderWidget(stackWidget, { deferred: true }, { children: <span>drawn</span> });
      expect(screen.getByText('drawn')).toBeTruthy();
    });

    it('keeps waiting in a page drawn for the browser to hydrate, as the browser first draws it', () => {
      vi.stubGlobal('IntersectionObserver', undefined);
      setDrawingPage(true);
      // As the platform draws: no effects run there, so the stack stays as first drawn.
      try {
        const props = parse(stackWidget.props, { deferred: true });
        const html = renderToString(
          <StackView props={props} node={{} as ResolvedNode} emit={async () => undefined}>
            <span>later</span>
          </StackView>,
        );
        expect(html).not.toContain('later');
        expect(html).toContain('data-deferred=""');
      } finally {
        setDrawingPage(false);
      }
    });
  });

  it('refuses unknown props so a typo in a layout is reported, not ignored', () => {
    expect(safeParse(stackWidget.props, { direction: 'row', gapp: 4 }).success).toBe(false);
    expect(safeParse(stackWidget.props, { direction: 'diagonal' }).success).toBe(false);
  });
});

describe('Card', () => {
  it('names its region by its translated title', () => {
    renderWidget(cardWidget, { title: 't:screens_home_shortcuts' }, { children: <p>body</p> });
    expect(screen.getByRole('region', { name: '快捷入口' })).toBeTruthy();
    expect(screen.getByText('body')).toBeTruthy();
  });
});

describe('Text', () => {
  it('translates t: keys, shows other strings as written', () => {
    renderWidget(textWidget, { text: 't:screens_login' });
    renderWidget(textWidget, { text: 'Hello operator' });
    expect(screen.getByText('登录')).toBeTruthy();
    expect(screen.getByText('Hello operator')).toBeTruthy();
  });

  it('fills interpolation values bound from the context', () => {
    renderWidget(textWidget, { text: 't:screens_home_guest_title', params: { title: { $: { var: 'template.title' } } } }, { ctx: { template: { title: 'Lucky Star' } } });
    expect(screen.getByText('欢迎来到 Lucky Star')).toBeTruthy();
  });

  it('keeps an amount on one line with nowrap (the label beside it wraps instead)', () => {
    renderWidget(textWidget, { text: '1,000,000.00', nowrap: true });
    renderWidget(textWidget, { text: 'Daily withdrawal limit' });
    expect(screen.getByText('1,000,000.00').className).toContain('wl-text--nowrap');
    expect(screen.getByText('Daily withdrawal limit').className).not.toContain('wl-text--nowrap');
  });

  it('uses a heading for titles and an alert for errors', () => {
    renderWidget(textWidget, { text: 'Big', variant: 'title' });
    renderWidget(textWidget, { text: 'Bad', variant: 'error' });
    expect(screen.getByRole('heading', { name: 'Big' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Bad');
  });
});

describe('Image', () => {
  it('reads its address from a context path and hides itself when loading fails', () => {
    renderWidget(imageWidget, { srcFrom: 'template.logo', alt: 'Logo' }, { ctx: { template: { logo: '/assets-static/logo.png' } } });
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img.getAttribute('src')).toBe('/assets-static/logo.png');
    fireEvent.error(img);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('refuses script and file URLs', () => {
    expect(safeImageSrc('javascript:alert(1)')).toBeUndefined();
    expect(safeImageSrc('file:///etc/passwd')).toBeUndefined();
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    const { container } = renderWidget(imageWidget, { src: 'javascript:alert(1)' });
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('Icon', () => {
  it('is decorative without a label and an img with one', () => {
    const { container } = renderWidget(iconWidget, { name: 'gift' });
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    renderWidget(iconWidget, { name: 'wrench', label: 't:screens_maintenance_title' });
    expect(screen.getByRole('img', { name: '系统维护中' })).toBeTruthy();
  });

  it('accepts only names of the built-in set', () => {
    expect(safeParse(iconWidget.props, { name: 'fa-gift' }).success).toBe(false);
    expect(parse(iconWidget.props, { name: 'eye' })).toMatchObject({ size: 24, color: 'text' });
  });
});

describe('Divider and Spacer', () => {
  it('divider with a caption is a labelled separator', () => {
    renderWidget(dividerWidget, { label: 'or' });
    expect(screen.getByRole('separator', { name: 'or' })).toBeTruthy();
  });

  it('spacer is a fixed gap with a size and a flexible filler without', () => {
    const fixed = renderWidget(spacerWidget, { size: 24 }).container.firstChild as HTMLElement;
    expect(fixed.style.height).toBe('24px');
    const filler = renderWidget(spacerWidget, {}).container.firstChild as HTMLElement;
    expect(filler.style.flex).toContain('1');
  });
});
