import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const bundle = async (headers: Record<string, string> = {}) => t.app.inject({ url: '/wps/layouts', headers });
const texts = (payload: unknown, method: 'PUT' | 'PATCH' = 'PUT') => t.app.inject({ method, url: '/ops/texts', headers: opsHeaders, payload: payload as object });

describe('operator texts', () => {
  it('override known keys per language, served with the layout bundle under a new ETag', async () => {
    const before = (await bundle()).headers.etag as string;
    const res = await texts({ EN: { help_title: 'Questions & answers' } });
    expect(res.statusCode).toBe(200);
    const after = await bundle({ 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(JSON.parse(after.body).value.documents.texts).toMatchObject({ kind: 'texts', languages: { EN: { help_title: 'Questions & answers' } } });
    expect((await bundle({ 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);
  });

  it('PATCH sets a key and null gives the bundled text back; GET reads them', async () => {
    await texts({ CN: { help_title: '常见问题' } }, 'PATCH');
    await texts({ EN: { help_title: null } }, 'PATCH');
    const res = await t.app.inject({ url: '/ops/texts', headers: opsHeaders });
    expect(JSON.parse(res.body).value.languages).toEqual({ CN: { help_title: '常见问题' } });
  });

  it('refuses unknown keys and languages with pointers, changing nothing', async () => {
    const before = (await bundle()).headers.etag;
    const res = await texts({ CN: { not_a_key: 'x' }, FR: { help_title: 'x' } });
    expect(res.statusCode).toBe(400);
    const pointers = JSON.parse(res.body).data.issues.map((i: { pointer: string }) => i.pointer);
    expect(pointers).toEqual(expect.arrayContaining(['/languages/CN/not_a_key', '/languages/FR']));
    expect((await bundle()).headers.etag).toBe(before);
  });
});

describe('theme colours', () => {
  it('a template colour must be a colour: refused otherwise, the stored one kept', async () => {
    const bad = await t.app.inject({ method: 'PATCH', url: '/ops/template/parameters', headers: opsHeaders, payload: { primaryColor: 'url(javascript:alert(1))' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body).message).toContain('primaryColor');
    const good = await t.app.inject({ method: 'PATCH', url: '/ops/template/parameters', headers: opsHeaders, payload: { primaryColor: '#e0218a' } });
    expect(good.statusCode).toBe(200);
    expect(JSON.parse(good.body).value.primaryColor).toBe('#e0218a');
  });
});
