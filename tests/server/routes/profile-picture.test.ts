import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getHeadIcon, setHeadIcon, uploadHeadIcon } from '../../../src/api/endpoints/member/icon';
import { PICTURE_MAX_BYTES } from '../../../src/server/content/member-pictures';
import { failure, startContentApp, type ContentApp } from '../content/content-app';

let t: ContentApp;
beforeAll(async () => {
  t = await startContentApp();
  t.as(t.demoToken);
});
afterAll(() => t.close());


const HEADS = { png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], jpg: [0xff, 0xd8, 0xff, 0xe0], gif: [...Buffer.from('GIF89a')] };
const TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif' };
function picture(kind: keyof typeof HEADS, name = `me.${kind}`, size = 1024, type: string = TYPES[kind]): File {
  const bytes = new Uint8Array(size);
  bytes.set(HEADS[kind]);
  return new File([bytes], name, { type });
}

describe('profile pictures', () => {
  it('jpg, jpeg, png and gif become the avatar, served as what they are, and replace the last one', async () => {
    const first = await uploadHeadIcon(picture('png'));
    expect(first.headIcon).toMatch(/^upload:[0-9a-f-]{36}$/);
    expect(first.headIconUrl).toMatch(/^\/media\/pictures\/[0-9a-f-]{36}$/);
    const served = await fetch(`${t.base}${first.headIconUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 8)).toEqual(Buffer.from(HEADS.png));

    for (const file of [picture('gif'), picture('jpg', 'me.jpeg'), picture('jpg')]) expect((await uploadHeadIcon(file)).headIcon).toMatch(/^upload:/);
    expect((await fetch(`${t.base}${first.headIconUrl}`)).status).toBe(404);
    const now = await getHeadIcon();
    expect(now.headIconUrl).toMatch(/^\/media\/pictures\//);
    expect(now.options).toHaveLength(12);

    // Back to a preset: its drawing again.
    expect(await setHeadIcon('avatar-03')).toEqual({ headIcon: 'avatar-03', headIconUrl: '/media/avatars/avatar-03.svg' });
  });

  it('refuses what is not really such a picture, and anything over 2 MB', async () => {
    expect(await failure(uploadHeadIcon(picture('png', 'me.bmp')))).toMatchObject({ status: 400, code: 'picture.type', data: { field: 'picture' } });
    expect((await failure(uploadHeadIcon(picture('gif', 'me.png', 1024, 'image/png')))).code).toBe('picture.type');
    const html = new File(['<html><script>alert(1)</script></html>'], 'me.gif', { type: 'image/gif' });
    expect((await failure(uploadHeadIcon(html))).code).toBe('picture.type');
    expect((await failure(uploadHeadIcon(picture('jpg', 'big.jpg', PICTURE_MAX_BYTES + 1)))).code).toBe('picture.tooLarge');
    expect((await uploadHeadIcon(picture('jpg', 'exact.jpg', PICTURE_MAX_BYTES))).headIcon).toMatch(/^upload:/);
  });

  it('trial accounts and guests cannot upload', async () => {
    t.as(t.trialToken);
    expect((await failure(uploadHeadIcon(picture('png')))).status).toBe(403);
    t.as(null);
    expect((await failure(uploadHeadIcon(picture('png')))).status).toBe(401);
    t.as(t.demoToken);
  });

  it('an unknown or malformed picture address is a 404', async () => {
    expect((await fetch(`${t.base}/media/pictures/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
    expect((await fetch(`${t.base}/media/pictures/..%2Fetc`)).status).toBe(404);
  });
});
