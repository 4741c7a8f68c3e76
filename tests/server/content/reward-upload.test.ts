import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPromotions } from '../../../src/api/endpoints/content/promotions';
import { requestReward } from '../../../src/api/endpoints/content/request-reward';
import { REWARD_LIMITS } from '../../../src/server/content/reward-upload';
import { failure, startContentApp, type ContentApp } from './content-app';

let t: ContentApp;
beforeAll(async () => {
  t = await startContentApp();
  t.as(t.demoToken);
});
afterAll(() => t.close());

const promoId = async (title: string) => (await getPromotions()).list.find((p) => p.title === title)!.id;

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
function image(kind: 'png' | 'jpg', size = 2048, name = `shot.${kind}`): File {
  const bytes = new Uint8Array(size);
  bytes.set(kind === 'png' ? PNG_HEAD : JPEG_HEAD);
  return new File([bytes], name, { type: kind === 'png' ? 'image/png' : 'image/jpeg' });
}

describe('POST /wps/promotions/requestReward limits', () => {
  it('refuses a file that is not jpeg/jpg/png (by content, name or type) with reward.imageType', async () => {
    const id = await promoId('Big Win Screenshot Contest');
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 2, 3])], 'win.gif', { type: 'image/gif' });
    const e = await failure(requestReward({ promotionId: id, pictures: [gif] }));
    expect(e).toMatchObject({ status: 400, code: 'reward.imageType', data: { messageKey: 'activity_image_type', field: 'pictures' } });
    const disguised = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 2, 3])], 'win.png', { type: 'image/png' });
    expect((await failure(requestReward({ promotionId: id, pictures: [disguised] }))).code).toBe('reward.imageType');
    expect((await failure(requestReward({ promotionId: id, pictures: [image('png', 2048, 'shot.bmp')] }))).code).toBe('reward.imageType');
  });

  it('refuses a picture over 5 MB with reward.imageTooLarge and accepts exactly 5 MB', async () => {
    const id = await promoId('Big Win Screenshot Contest');
    const big = await failure(requestReward({ promotionId: id, pictures: [image('jpg', REWARD_LIMITS.maxImageBytes + 1)] }));
    expect(big).toMatchObject({ status: 400, code: 'reward.imageTooLarge', data: { messageKey: 'activity_apply_remark_limit3' } });
    expect((await requestReward({ promotionId: id, pictures: [image('jpg', REWARD_LIMITS.maxImageBytes, 'exact.jpeg')] })).signUpStatus).toBe('PENDING');
  });

  it('refuses more than 3 pictures with reward.tooManyImages', async () => {
    const id = await promoId('Sports First Bet Insurance');
    const e = await failure(requestReward({ promotionId: id, remarks: 'Match 12', pictures: [image('png'), image('png'), image('jpg'), image('jpg')] }));
    expect(e).toMatchObject({ status: 400, code: 'reward.tooManyImages', data: { messageKey: 'activity_apply_remark_limit4' } });
  });

  it('enforces remarks of at most 140 characters and the promotion requirements', async () => {
    const both = await promoId('Sports First Bet Insurance');
    const long = await failure(requestReward({ promotionId: both, remarks: 'x'.repeat(141), pictures: [image('png')] }));
    expect(long.code).toBe('validation.failed');
    expect(long.message).toContain('remarks');
    expect((await failure(requestReward({ promotionId: both, remarks: 'Lost on a red card' }))).code).toBe('reward.imageRequired');
    expect((await failure(requestReward({ promotionId: both, pictures: [image('png')] }))).code).toBe('reward.remarkRequired');
    const remarkOnly = await promoId('Deposit Rebate Request');
    expect((await failure(requestReward({ promotionId: remarkOnly, remarks: '   ' }))).code).toBe('reward.remarkRequired');
    expect((await requestReward({ promotionId: remarkOnly, remarks: 'Ref 88123' })).signUpStatus).toBe('PENDING');
  });

  it('stores accepted pictures in the database with their rows and moves the promotion to PENDING', async () => {
    const id = await promoId('Sports First Bet Insurance');
    const result = await requestReward({ promotionId: id, remarks: 'x'.repeat(140), pictures: [image('png', 4000), image('jpg', 3000, 'slip.JPG')] });
    const rows = t.db.prepare('SELECT mime, size, bytes FROM reward_request_images WHERE request_id = ? ORDER BY position').all(result.requestId) as { mime: string; size: number; bytes: ArrayBuffer }[];
    expect(rows.map((r) => [r.mime, r.size, Buffer.from(r.bytes).length])).toEqual([['image/png', 4000, 4000], ['image/jpeg', 3000, 3000]]);
    expect(existsSync(join(t.dataDir, 'uploads', 'rewards'))).toBe(false);
    const request = t.db.prepare('SELECT remarks FROM reward_requests WHERE id = ?').get(result.requestId) as { remarks: string };
    expect(request.remarks).toHaveLength(140);
    expect((await getPromotions()).list.find((p) => p.id === id)?.signUpStatus).toBe('PENDING');
  });

  it('a refused request leaves nothing behind', async () => {
    const id = await promoId('Big Win Screenshot Contest');
    const count = (table: string) => (t.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).all() as { n: number }[])[0].n;
    const before = [count('reward_requests'), count('reward_request_images')];
    await failure(requestReward({ promotionId: id, pictures: [image('png'), image('png'), image('png'), image('png')] }));
    expect([count('reward_requests'), count('reward_request_images')]).toEqual(before);
  });
});

describe('malformed uploads', () => {
  it('a truncated multipart body answers 400 in the envelope, never a 500, and stores nothing', async () => {
    const boundary = '----truncated';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="promotionId"\r\n\r\n1\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG cut off here`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/promotions/requestReward',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${t.demoToken}` },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, errorCode: expect.any(String) });
  });
});
