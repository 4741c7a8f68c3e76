import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { publishDrafts } from '../../../src/cli/visual/drafts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wl-drafts-'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  rmSync(dir, { recursive: true, force: true });
});

describe('pictures of draft documents', () => {
  test('each draft is published to the run platform by id, as an operator would, with a note', async () => {
    writeFileSync(join(dir, 'help.json'), JSON.stringify({ kind: 'screen', id: 'help', root: { type: 'Text' } }));
    writeFileSync(join(dir, 'lobby.json'), JSON.stringify({ kind: 'fragment', id: 'lobby', root: { type: 'Text' } }));
    writeFileSync(join(dir, 'notes.txt'), 'not a document');
    const calls: { url: string; method?: string; headers: Record<string, string>; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
      return new Response('{"success":true}', { status: 200 });
    });
    expect(await publishDrafts(dir, 'http://platform', 'token')).toEqual(['help', 'lobby']);
    expect(calls.map((c) => [c.method, c.url, c.headers.authorization, c.headers['x-publish-note'], (c.body as { id: string }).id])).toEqual([
      ['PUT', 'http://platform/ops/layouts/help', 'Bearer token', 'QA pictures of a draft', 'help'],
      ['PUT', 'http://platform/ops/layouts/lobby', 'Bearer token', 'QA pictures of a draft', 'lobby'],
    ]);
  });

  test('a draft the platform refuses stops the run with the platform reasons; a folder without drafts or a broken file says so', async () => {
    writeFileSync(join(dir, 'help.json'), JSON.stringify({ kind: 'screen', id: 'help', root: { type: 'Nope' } }));
    vi.stubGlobal('fetch', async () => new Response('{"success":false,"message":"/root/type: unknown widget"}', { status: 400 }));
    await expect(publishDrafts(dir, 'http://platform', 'token')).rejects.toThrow('draft help.json was refused (400): {"success":false,"message":"/root/type: unknown widget"}');
    writeFileSync(join(dir, 'help.json'), '{ broken');
    await expect(publishDrafts(dir, 'http://platform', 'token')).rejects.toThrow(/draft help.json is not JSON/);
    rmSync(join(dir, 'help.json'));
    await expect(publishDrafts(dir, 'http://platform', 'token')).rejects.toThrow(/holds no draft document/);
  });
});
