import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QueryView } from '../../src/engine/queries';
import type { ScreenDocument } from '../../src/engine/types';
import { loadLayout, renderLayout, storeWithQuery } from './helpers';

const doc = (props: Record<string, unknown> = {}) =>
  loadLayout<ScreenDocument>({
    schemaVersion: '1.0',
    kind: 'screen',
    id: 'summary',
    root: {
      type: 'QueryState',
      props: { source: 'summary', ...props },
      children: [{ type: 'Text', props: { text: { $: { cat: ['Total ', { var: 'data.summary.value.total' }] } } } }],
    },
  });

const withData = (view: Partial<QueryView>) => storeWithQuery('summary', view);

describe('QueryState', () => {
  it('shows its children once the query has answered', () => {
    renderLayout(doc(), { store: withData({ status: 'ready', value: { total: 12 } }) });
    expect(screen.getByText('Total 12')).toBeTruthy();
  });

  it('says it is loading until then, and shows nothing while the query does not run', () => {
    const { container, unmount } = renderLayout(doc(), { store: withData({ status: 'loading' }) });
    expect(screen.getByRole('status').textContent).toBe('加载中...');
    expect(container.textContent).not.toContain('Total');
    unmount();
    const idle = renderLayout(doc(), { store: withData({ status: 'idle' }) });
    expect(idle.container.textContent).toBe('');
  });

  it('a failure says what could not load and why, with a retry wired to the query', () => {
    const { runs } = renderLayout(doc({ failedText: 't:report_failed' }), { store: withData({ status: 'error', error: { code: 'timeout', message: 't:common_err_timeout' } }) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('请求超时，请重试');
    expect(alert.textContent).not.toContain('Total');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(runs.at(-1)?.actions).toEqual([{ do: 'query.reload', query: 'summary' }]);
  });

  it('a bare unknown error is not repeated under the failure line', () => {
    renderLayout(doc(), { store: withData({ status: 'error', error: { code: 'http.500', message: 't:common_err_unknown' } }) });
    expect(screen.getByRole('alert').textContent).toContain('内容加载失败');
    expect(screen.getByRole('alert').textContent).not.toContain('未知错误');
  });

  it("uses the layout's own loading, error and empty nodes when given", () => {
    const own = { loading: { type: 'Text', props: { text: 'Counting…' } }, error: { type: 'Text', props: { text: 'No sums today' } }, empty: { type: 'Text', props: { text: 'Nothing yet' } } };
    const { unmount } = renderLayout(doc(own), { store: withData({ status: 'loading' }) });
    expect(screen.getByText('Counting…')).toBeTruthy();
    unmount();
    const failed = renderLayout(doc(own), { store: withData({ status: 'error', error: { code: 'x', message: 'x' } }) });
    expect(screen.getByText('No sums today')).toBeTruthy();
    failed.unmount();
    renderLayout(doc(own), { store: withData({ status: 'empty' }) });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  it('a block presentation shows the list-sized states', () => {
    renderLayout(doc({ presentation: 'block' }), { store: withData({ status: 'error', error: { code: 'timeout', message: 't:common_err_timeout' } }) });
    expect(screen.getByRole('alert').className).toContain('wl-collection__state--error');
  });
});
