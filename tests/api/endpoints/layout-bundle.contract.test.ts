import { describe, expect, it } from 'vitest';
import { getLayoutBundle } from '../../../src/api/endpoints/layouts/bundle';
import { useLiveServer } from '../live-server';

describe('GET /wps/layouts through the client', () => {
  useLiveServer();

  it('answers every document with an etag, then "not modified" for that etag', async () => {
    const first = await getLayoutBundle();
    if (!('etag' in first)) throw new Error('expected a full bundle on the first call');
    expect(Object.keys(first.documents)).toEqual(expect.arrayContaining(['routes', 'chrome', 'login', 'header']));
    // wretch rejects non-2xx answers; the endpoint must turn the 304 into a value, not an error.
    await expect(getLayoutBundle(first.etag)).resolves.toEqual({ notModified: true });
  });

  it('answers the full bundle again for a stale etag', async () => {
    const answer = await getLayoutBundle('"stale-etag"');
    expect('documents' in answer).toBe(true);
  });
});
