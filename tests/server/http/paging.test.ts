import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { paging } from '../../../src/contract/fields';
import { pageFields, pageWindow } from '../../../src/server/http/paging';

describe('one paging helper for every list call', () => {
  it('reads pageNo and pageSize from a query, with the call\'s own largest and default size', () => {
    const query = z.object(paging(100, 36));
    expect(query.parse({})).toEqual({ pageNo: 1, pageSize: 36 });
    expect(query.parse({ pageNo: '3', pageSize: '10' })).toEqual({ pageNo: 3, pageSize: 10 });
    for (const bad of [{ pageNo: '0' }, { pageSize: '101' }, { pageNo: '1.5' }, { pageNo: '100001' }]) expect(query.safeParse(bad).success).toBe(false);
  });

  it('turns a page into LIMIT/OFFSET and answers with the fields every list carries', () => {
    expect(pageWindow({ pageNo: 3, pageSize: 20 })).toEqual({ limit: 20, offset: 40 });
    expect(pageFields({ pageNo: 3, pageSize: 20 }, 41)).toEqual({ pageNum: 3, pageSize: 20, totalCount: 41, totalPages: 3 });
    expect(pageFields({ pageNo: 1, pageSize: 20 }, 0)).toEqual({ pageNum: 1, pageSize: 20, totalCount: 0, totalPages: 0 });
  });
});
