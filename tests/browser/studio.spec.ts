import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { collectCspViolations, ops, OPS_TOKEN } from './support';

const REPO = join(import.meta.dirname, '..', '..');
const repoHelp = () => JSON.parse(readFileSync(join(REPO, 'layouts/screens/help.json'), 'utf8')) as { root: { children: Record<string, unknown>[] } };
/** The help screen with another page title: a change a player would see at once. */
function helpTitled(key: string): string {
  const doc = repoHelp();
  doc.root.children[0]!.title = key;
  return JSON.stringify(doc, null, 2);
}

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'en-GB' });

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/ops/studio/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`${username} (`)).toBeVisible();
}

/** Replaces the editor's whole text the way a paste does. */
async function typeDocument(page: Page, text: string) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
}

const preview = (page: Page) => page.frameLocator('iframe[name="studio-preview"]');

test.describe('operator studio', () => {
  // The platform is shared by this worker's other spec files: what these tests publish is put back.
  test.afterEach(async ({ request }) => {
    const headers = { authorization: `Bearer ${OPS_TOKEN}` };
    await request.fetch('/ops/layouts/help', { method: 'DELETE', headers });
    await request.fetch('/ops/drafts/help', { method: 'DELETE', headers });
    await request.fetch('/ops/texts', { method: 'PATCH', headers, data: { EN: { help_title: null } } });
    await request.fetch('/ops/template/parameters', { method: 'PATCH', headers, data: { textColor: null } });
  });

  test('an editor edits a screen: the preview shows the draft at once (never the players), errors show inline, the draft survives a reload', async ({ page, request }) => {
    const violations = collectCspViolations(page);
    await signIn(page, 'editor', 'editor12345');
    await page.getByRole('navigation', { name: 'Documents' }).getByPlaceholder('Search documents').fill('hel');
    await page.getByRole('button', { name: /^help/ }).click();
    await expect(preview(page).getByRole('heading', { name: '帮助中心' })).toBeVisible();
    await expect(page.getByTestId('lint-count')).toHaveText('0 error(s), 0 warning(s)');
    // No publish button for an editor.
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

    await typeDocument(page, helpTitled('t:app_title_notice'));
    await expect(preview(page).getByRole('heading', { name: '公告' })).toBeVisible();
    await expect(page.getByTestId('preview-status')).toContainText('Draft shown');
    await page.getByLabel('Language').selectOption('EN');
    await expect(preview(page).getByRole('heading', { name: 'Announcements' })).toBeVisible();
    // Players still get the published screen.
    const served = await (await request.get('/wps/layouts')).json() as { value: { documents: { help: { root: { children: { title: string }[] } } } } };
    expect(served.value.documents.help.root.children[0]!.title).toBe('t:help_title');

    // A widget that does not exist: the platform's check, placed on its line.
    await typeDocument(page, helpTitled('t:app_title_notice').replace('"PageTitle"', '"NoSuchWidget"'));
    await expect(page.getByTestId('lint-count')).toContainText(/[1-9]\d* error/);
    await expect(page.locator('.cm-lintRange-error').first()).toBeVisible();
    await typeDocument(page, helpTitled('t:app_title_notice'));
    await expect(page.getByTestId('lint-count')).toHaveText('0 error(s), 0 warning(s)');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'help', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^help/ })).toContainText('draft');
    await expect(preview(page).getByRole('heading', { name: '公告' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('a publisher publishes with a note; a publish over a newer version is refused with both changes; history compares and rolls back; the audit log shows who', async ({ page, request }) => {
    await signIn(page, 'publisher', 'publisher12345');
    await page.getByRole('button', { name: /^help/ }).click();
    await typeDocument(page, helpTitled('t:app_title_notice'));
    await expect(page.getByTestId('lint-count')).toHaveText('0 error(s), 0 warning(s)');
    await page.getByLabel('Publish note').fill('notice title');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/Published as version \d+/)).toBeVisible();
    const served = await (await request.get('/wps/layouts')).json() as { value: { documents: { help: { root: { children: { title: string }[] } } } } };
    expect(served.value.documents.help.root.children[0]!.title).toBe('t:app_title_notice');

    // Another operator publishes meanwhile; this draft was made before that.
    await typeDocument(page, helpTitled('t:help_title'));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    const theirs = JSON.parse(helpTitled('t:app_title_help'));
    await ops(request, 'PUT', '/ops/layouts/help', theirs);
    await page.getByRole('button', { name: 'Publish' }).click();
    const conflict = page.getByRole('alert', { name: 'Publish conflict' });
    await expect(conflict).toContainText('was published after version');
    await expect(conflict.getByTestId('compare')).toHaveCount(2);

    await page.getByRole('tab', { name: 'History & compare' }).click();
    const rollback = page.getByRole('button', { name: /^Roll back to v\d+/ }).first();
    await rollback.click();
    await expect(page.getByText(/is published again as version/)).toBeVisible();
    await page.getByRole('tab', { name: 'Audit' }).click();
    await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('publisher (publisher)');
    await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('notice title');
  });

  test('the outline, the preview and "why hidden?" point at the same nodes; the preview signs in as a member type', async ({ page }) => {
    await signIn(page, 'editor', 'editor12345');
    await page.getByRole('button', { name: /^login/ }).click();
    const outline = page.getByRole('list', { name: 'Outline' });
    await expect(preview(page).getByRole('button', { name: '登录', exact: true })).toBeVisible();

    // A tap in the preview names its node: the outline marks it and the editor goes there.
    await page.getByRole('button', { name: 'Pick in preview' }).click();
    await preview(page).getByRole('button', { name: '登录', exact: true }).click();
    await expect(outline.locator('[aria-current="true"]')).toHaveText('Button #login-submit');
    await expect(page.locator('.cm-activeLine')).toContainText('login-submit');
    await page.getByRole('button', { name: /^Picking/ }).click();

    // Choosing a node in the outline outlines what it drew in the preview.
    await outline.getByRole('button', { name: 'Link #forgot' }).click();
    await expect(preview(page).locator('body > div[aria-hidden="true"] > div')).toHaveCount(1);

    // Hidden nodes with their rule and the facts it read.
    const hidden = page.getByRole('region', { name: 'Why hidden' });
    await expect(hidden).toContainText('/root/children/1/children/6/when');
    await expect(hidden).toContainText('state.captchaNeeded');
    await hidden.getByRole('button', { name: '/root/children/1/children/6/when' }).click();
    // The captcha is a use of the captchaField template: the outline names the template it uses.
    await expect(outline.locator('[aria-current="true"]')).toHaveText(/⟨captchaField⟩ #captcha/);

    // The member centre as a member of type 0: the merchant's preview account, not a player.
    await page.getByRole('button', { name: /^memberHome/ }).click();
    await page.getByLabel('Member type').selectOption('0');
    await expect(preview(page).getByText(/studio_preview_0|Preview 0/).first()).toBeVisible();
  });

  test('texts beside their defaults and colours with their contrast: previewed first, then published', async ({ page, request }) => {
    await signIn(page, 'publisher', 'publisher12345');
    await page.getByRole('button', { name: 'Texts', exact: true }).click();
    await page.getByLabel('Route').fill('/m/help');
    await page.getByLabel('Route').press('Enter');
    await page.getByLabel('Language').selectOption('EN');
    await expect(preview(page).getByRole('heading', { name: 'Help center' })).toBeVisible();
    await page.getByLabel('Search texts').fill('help_title');
    const row = page.getByRole('row', { name: /help_title/ }).first();
    await expect(row).toContainText('帮助中心');
    await page.getByLabel('help_title EN').fill('Help desk');
    await expect(preview(page).getByRole('heading', { name: 'Help desk' })).toBeVisible();
    await page.getByRole('button', { name: 'Publish texts' }).click();
    await expect(page.getByText(/Texts published as version \d+/)).toBeVisible();
    const served = await (await request.get('/wps/layouts')).json() as { value: { documents: { texts: { languages: Record<string, Record<string, string>> } } } };
    expect(served.value.documents.texts.languages.EN!.help_title).toBe('Help desk');

    await page.getByRole('button', { name: 'Theme & switches' }).click();
    await page.getByLabel('textColor', { exact: true }).fill('#333333');
    await expect(page.getByRole('alert').filter({ hasText: '1.47:1' })).toContainText('text needs 4.5:1');
    await expect(page.getByRole('button', { name: /^Publish \d+ parameter/ })).toBeDisabled();
    await page.getByLabel('textColor', { exact: true }).fill('#eeeeee');
    await expect.poll(() => preview(page).locator('html').evaluate((html) => (html as HTMLElement).style.getPropertyValue('--text'))).toBe('#eeeeee');
    await page.getByRole('button', { name: /^Publish 1 parameter/ }).click();
    await expect(page.getByText('Template parameters published.')).toBeVisible();
  });

  test('the condition builder edits the when of a node in place: the preview follows, undo takes it back', async ({ page }) => {
    await signIn(page, 'editor', 'editor12345');
    await page.getByRole('button', { name: /^login/ }).click();
    const freePlay = preview(page).getByText('免费试玩', { exact: true });
    await expect(freePlay).toBeVisible();
    await page.getByRole('list', { name: 'Outline' }).getByRole('button', { name: 'Link #free-trial' }).click();
    const panel = page.getByRole('region', { name: 'Condition' });
    await expect(panel.getByLabel('Value', { exact: true })).toHaveValue('flags.FREEPLAY3');
    await panel.getByRole('button', { name: 'negate' }).click();
    await expect(page.locator('.cm-content')).toContainText('"when": {"!":"@flags.FREEPLAY3"}');
    await expect(freePlay).toHaveCount(0);
    // Typing a path keeps the field (and its focus) while the text and the preview follow.
    await panel.getByLabel('Value', { exact: true }).fill('flags.NOSUCHSWITCH');
    await expect(page.locator('.cm-content')).toContainText('{"!":"@flags.NOSUCHSWITCH"}');
    await expect(page.getByTestId('lint-count')).toContainText(/[1-9]\d* error/);
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+Z');
    await page.keyboard.press('Control+Z');
    await expect(page.locator('.cm-content')).toContainText('"when": "@flags.FREEPLAY3"');
    await expect(freePlay).toBeVisible();
  });
});

