import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

type Answer = { value: { etag: string; documents: Record<string, { kind: string }>; pending?: Record<string, string> } };
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  return { res, value: (JSON.parse(res.body) as Answer).value };
};

describe('a first visit gets the layouts in two shares', () => {
  it("sends what home's first screen needs first, names the kinds of the rest, and the two make the bundle", async () => {
    const { value: whole } = await get('/wps/layouts');
    const { res, value: first } = await get('/wps/layouts?for=%2Fm%2Fhome');
    expect(res.statusCode).toBe(200);
    const firstIds = Object.keys(first.documents);
    // The app's own documents, the chrome's fragments, the screen and what it includes (the lobby, its ticker).
    expect(firstIds).toEqual(expect.arrayContaining(['routes', 'chrome', 'actions', 'header', 'home', 'lobby', 'homeFooter', 'winners']));
    expect(firstIds).not.toContain('register');
    expect(first.pending).toMatchObject({ register: 'screen', gameList: 'screen' });
    expect(Object.keys(first.pending!).sort()).toEqual(Object.keys(whole.documents).filter((id) => !firstIds.includes(id)).sort());

    const { value: rest } = await get('/wps/layouts?after=%2Fm%2Fhome');
    expect(rest.pending).toBeUndefined();
    expect({ ...first.documents, ...rest.documents }).toEqual(whole.documents);
    expect(new Set([first.etag, rest.etag])).toEqual(new Set([whole.etag]));
    // About a third of the bundle, or less, on the wire before the first screen.
    const packed = await t.app.inject({ url: '/wps/layouts?for=%2Fm%2Fhome', headers: { 'accept-encoding': 'br' } });
    const packedWhole = await t.app.inject({ url: '/wps/layouts', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(res.body);
    expect(packed.rawPayload.length).toBeLessThan(packedWhole.rawPayload.length * 0.4);
  });

  it('a page that is a screen of its own gets that screen; an unknown page only what every page needs', async () => {
    const { value: login } = await get('/wps/layouts?for=/m/login');
    expect(Object.keys(login.documents)).toContain('login');
    expect(Object.keys(login.documents)).not.toContain('home');
    const { value: nowhere } = await get('/wps/layouts?for=/m/nowhere');
    expect(Object.keys(nowhere.documents)).toEqual(expect.arrayContaining(['routes', 'chrome', 'header']));
    expect(nowhere.pending).toMatchObject({ home: 'screen', login: 'screen' });
  });

  it('refuses a page that is not a path', async () => {
    const { res } = await get('/wps/layouts?for=home');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('must be a path such as /m/home');
  });
});
