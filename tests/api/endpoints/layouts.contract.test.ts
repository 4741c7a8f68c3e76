import { describe, expect, it } from 'vitest';
import { getLayoutBundle } from '../../../src/api/endpoints/layouts/bundle';
import { useLiveServer } from '../live-server';

useLiveServer();

describe('GET /wps/layouts through the client', () => {
  it('first load has documents and an etag; the same etag answers notModified', async () => {
    const first = await getLayoutBundle();
    if (!('etag' in first)) throw new Error('expected a bundle');
    expect(Object.keys(first.documents)).toEqual(expect.arrayContaining(['routes', 'chrome']));
    expect(await getLayoutBundle(first.etag)).toEqual({ notModified: true });
    const other = await getLayoutBundle('"stale"');
    expect('etag' in other && other.etag).toBe(first.etag);
  });

  it("a first visit's two shares: the page's documents with the kinds of the rest, then the rest", async () => {
    const first = await getLayoutBundle(undefined, { path: '/m/login', share: 'first' });
    if (!('etag' in first)) throw new Error('expected a share');
    expect(Object.keys(first.documents)).toEqual(expect.arrayContaining(['routes', 'chrome', 'login']));
    expect(first.pending?.home).toBe('screen');
    const rest = await getLayoutBundle(undefined, { path: '/m/login', share: 'rest' });
    if (!('etag' in rest)) throw new Error('expected a share');
    expect(Object.keys(rest.documents).sort()).toEqual(Object.keys(first.pending ?? {}).sort());
    expect(rest.etag).toBe(first.etag);
  });
});
