import { describe, expect, it } from 'vitest';
import { answeredView } from '../../src/queries/view';

describe('the view of a query answered once (a drawn page, and the browser taking it over)', () => {
  it('reads the items where the spec says and pages a paged answer from its first page', () => {
    const value = { list: [{ id: 1 }, { id: 2 }], pageNum: 1, totalPages: 3, totalCount: 5 };
    expect(answeredView(value, { items: 'list', paging: { pageSize: 2 } })).toMatchObject({ status: 'ready', count: 2, total: 5, hasMore: true, refreshing: false, loadingMore: false });
    expect(answeredView(value, { items: 'list' })).toMatchObject({ status: 'ready', hasMore: false });
  });

  it('says empty for an empty list and ready for a plain answer', () => {
    expect(answeredView({ list: [] }, { items: 'list' }).status).toBe('empty');
    expect(answeredView({ enabled: true }, {}).status).toBe('ready');
  });
});
