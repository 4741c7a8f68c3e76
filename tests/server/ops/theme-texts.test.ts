import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsHeaders, startTestApp, type TestApp } from '../helpers';
import { lowContrastTexts } from '../../../src/engine/theme';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => t.close());

const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: '/ops/template/parameters', headers: opsHeaders, payload });
const body = (res: { body: string }) => JSON.parse(res.body) as { errorCode?: string; value: Record<string, unknown>; data?: { issues: { pointer: string; message: string }[] } };

describe('colours and texts for the studio', () => {
  it('measures text colours against the background: the ratio, 4.5:1 the limit', () => {
    expect(lowContrastTexts({ textColor: '#ffffff' })).toEqual([]);
    expect(lowContrastTexts({ textColor: '#333333' })).toEqual([{ name: 'textColor', ratio: 1.49, background: '#0f1115' }]);
    expect(lowContrastTexts({ textColor: '#333333', backgroundColor: '#ffffff' })).toEqual([]);
    expect(lowContrastTexts({ dangerColor: '#ff0000', backgroundColor: '#ff4444' })[0]).toMatchObject({ name: 'dangerColor' });
  });

  it('refuses a text colour under 4.5:1 with its ratio, and a background that would make the text unreadable; a readable one is stored', async () => {
    const dark = await patch({ textColor: '#333333' });
    expect([dark.statusCode, body(dark).errorCode]).toEqual([400, 'ops.lowContrast']);
    // The demo merchant's background is #111318.
    expect(body(dark).data!.issues).toEqual([{ pointer: '/textColor', message: '1.47:1 against #111318; text needs at least 4.5:1' }]);
    expect((await patch({ textColor: '#e8e8e8' })).statusCode).toBe(200);
    const light = await patch({ backgroundColor: '#f0f0f0' });
    expect(body(light).data!.issues[0]!.pointer).toBe('/textColor');
    expect((await patch({ backgroundColor: '#101010' })).statusCode).toBe(200);
  });

  it('serves the bundled texts of every language beside the overrides', async () => {
    const bundled = body(await t.app.inject({ url: '/ops/texts/bundled', headers: opsHeaders })).value.languages as Record<string, Record<string, string>>;
    expect(Object.keys(bundled).sort()).toEqual(['CN', 'EN']);
    expect(bundled.EN!.help_title).toBe('Help center');
    expect(bundled.CN!.help_title).toBe('帮助中心');
  });
});
