import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFeedback, type FeedbackPayload } from '../../../src/api/endpoints/content/feedback';
import { getFeedbackTypes } from '../../../src/api/endpoints/content/feedback-types';
import { getHelpCenter } from '../../../src/api/endpoints/content/help-center';
import { getLogoVisibility } from '../../../src/api/endpoints/content/logo-visibility';
import { issueCaptcha } from '../../../src/server/security/captcha';
import { failure, startContentApp, type ContentApp } from './content-app';
import { OPS_TOKEN } from '../helpers';
import { appDeps } from '../../../src/server/app';

let t: ContentApp;
beforeAll(async () => {
  t = await startContentApp();
});
afterAll(() => t.close());

async function payload(overrides: Partial<FeedbackPayload> = {}): Promise<FeedbackPayload> {
  const captcha = await issueCaptcha(appDeps(t.app).store.db);
  return { content: 'My deposit has not arrived yet.', type: 1, captcha: captcha.answer, captchaId: captcha.captchaId, ...overrides };
}
const feedbackCount = () => (t.db.prepare('SELECT COUNT(*) AS n FROM feedback').all() as { n: number }[])[0].n;

describe('POST/PUT /wps/feedback', () => {
  it('stores feedback from a member with a correct captcha, by POST and by PUT', async () => {
    t.as(t.demoToken);
    const sent = await sendFeedback(await payload());
    expect(sent.success).toBe(true);
    const row = t.db.prepare('SELECT type, sender, content FROM feedback WHERE id = ?').get(sent.feedbackId) as { type: number; sender: string; content: string };
    expect(row).toMatchObject({ type: 1, sender: 'demo', content: 'My deposit has not arrived yet.' });
    const p = await payload({ type: 6, sender: 'Demo Player' });
    const res = await fetch(`${t.base}/wps/feedback`, { method: 'PUT', headers: { authorization: `Bearer ${t.demoToken}`, 'content-type': 'application/json' }, body: JSON.stringify(p) });
    expect(res.status).toBe(200);
  });

  it('needs a session', async () => {
    t.as(null);
    expect((await failure(sendFeedback(await payload()))).status).toBe(401);
  });

  it.each([
    ['content under 10 characters', { content: 'too short' }, 'content'],
    ['content over 200 characters', { content: 'x'.repeat(201) }, 'content'],
    ['a type outside 0,1,2,3,4,6', { type: 5 as 1 }, 'type'],
    ['no captcha', { captcha: '' }, 'captcha'],
  ])('refuses %s with 400 naming the field, keeping the captcha usable', async (_name, overrides, field) => {
    t.as(t.demoToken);
    const before = feedbackCount();
    const p = await payload(overrides);
    const e = await failure(sendFeedback(p));
    expect(e).toMatchObject({ status: 400, code: 'validation.failed' });
    expect(e.message).toContain(field);
    expect(feedbackCount()).toBe(before);
    if (field !== 'captcha') expect(t.db.prepare('SELECT 1 FROM captchas WHERE id = ?').get(p.captchaId)).toBeDefined();
  });

  it('refuses a wrong captcha with Verification code error, and the captcha is single use', async () => {
    t.as(t.demoToken);
    const p = await payload();
    const wrong = await failure(sendFeedback({ ...p, captcha: p.captcha === '0000' ? '1111' : '0000' }));
    expect(wrong).toMatchObject({ status: 400, code: 'captcha.invalid', message: 'Verification code error' });
    expect((await failure(sendFeedback(p))).code).toBe('captcha.invalid');
  });

  it('accepts exactly 10 and 200 characters', async () => {
    t.as(t.demoToken);
    await expect(sendFeedback(await payload({ content: 'x'.repeat(10) }))).resolves.toMatchObject({ success: true });
    await expect(sendFeedback(await payload({ content: 'y'.repeat(200), type: 0 }))).resolves.toMatchObject({ success: true });
  });

  it('GET /wps/feedback/types lists the six question types', async () => {
    expect((await getFeedbackTypes()).list.map((f) => f.type)).toEqual([1, 2, 3, 4, 6, 0]);
  });
});

describe('help centre and logo visibility', () => {
  it('answers help items per language, CN by default and for languages without items', async () => {
    const en = await getHelpCenter({ language: 'EN' });
    expect(en).toHaveLength(6);
    expect(en[0].title).toBe('How do I register?');
    expect(en[0].content).toContain('<strong>');
    const cn = await getHelpCenter();
    expect(cn[0].title).toBe('如何注册？');
    expect((await getHelpCenter({ language: 'vi' }))[0].title).toBe('如何注册？');
    expect((await fetch(`${t.base}/wps/system/helpCenter?language=12`)).status).toBe(400);
    expect((await fetch(`${t.base}/wps/system/helpCenter?device=TV`)).status).toBe(400);
  });

  it('answers both logo switches and follows the operator setting', async () => {
    expect(await getLogoVisibility('HEADER')).toEqual({ position: 'HEADER', visible: true });
    t.db.prepare("UPDATE logo_visibility SET visible = 0 WHERE position = 'FOOTER'").run();
    expect((await getLogoVisibility('FOOTER')).visible).toBe(false);
    expect((await fetch(`${t.base}/wps/content/logoVisibility?position=SIDE`)).status).toBe(400);
  });

  it('the operator switches a logo with PUT /ops/logoVisibility; without the ops token it is refused', async () => {
    const put = (body: unknown, token = OPS_TOKEN) =>
      fetch(`${t.base}/ops/logoVisibility`, { method: 'PUT', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put({ position: 'HEADER', visible: false })).status).toBe(200);
    expect(await getLogoVisibility('HEADER')).toEqual({ position: 'HEADER', visible: false });
    expect((await put({ position: 'HEADER', visible: true })).status).toBe(200);
    expect((await getLogoVisibility('HEADER')).visible).toBe(true);
    expect((await put({ position: 'SIDE', visible: true })).status).toBe(400);
    expect((await put({ position: 'HEADER', visible: false }, 'wrong-token-0123456789')).status).toBe(403);
    expect((await getLogoVisibility('HEADER')).visible).toBe(true);
  });
});
