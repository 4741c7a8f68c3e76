import { mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDefaultLayouts } from '../../../src/server/layouts/defaults';
import { tempDir } from '../helpers';

const dir = tempDir();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('default layouts from the repo folder', () => {
  it('reads routes, chrome, screens and fragments by id, and picks up edits without a restart', () => {
    mkdirSync(join(dir, 'screens'));
    mkdirSync(join(dir, 'menus'));
    writeFileSync(join(dir, 'routes.json'), JSON.stringify({ id: 'routes', v: 1 }));
    writeFileSync(join(dir, 'chrome.json'), JSON.stringify({ id: 'chrome' }));
    writeFileSync(join(dir, 'screens', 'login.json'), JSON.stringify({ id: 'login' }));
    writeFileSync(join(dir, 'menus', 'header.json'), JSON.stringify({ id: 'header' }));
    writeFileSync(join(dir, 'menus', 'broken.json'), '{ nope');
    const first = readDefaultLayouts(dir);
    expect(Object.keys(first.documents).sort()).toEqual(['chrome', 'header', 'login', 'routes']);
    expect(first.errors.map((e) => e.file)).toEqual([join(dir, 'menus', 'broken.json')]);
    expect(readDefaultLayouts(dir)).toBe(first);

    writeFileSync(join(dir, 'routes.json'), JSON.stringify({ id: 'routes', v: 2 }));
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dir, 'routes.json'), later, later);
    expect(readDefaultLayouts(dir).documents.routes).toEqual({ id: 'routes', v: 2 });
  });
});
