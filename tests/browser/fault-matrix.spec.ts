import { expect, test, type Browser, type BrowserContext, type Page, type Route } from './fixtures';
import { skipHomePopups } from './support';
import { faultAnswer, type Fault } from '../fixtures/faults';

/**
 * The client fault matrix on screen: each boot and login call × one fault of each kind (a gateway
 * status, a hung call, an answer that is not understood). Every case must leave a screen (never
 * blank), no uncaught page error, and a message in the player's language; a returning visitor
 * opens on what was saved. Every call × every fault, down to the text, is checked at the call
 * layer (tests/api/fault-matrix.test.ts); here the faults rotate over the calls so that each of
 * the nine is seen in a real page at least once. The three cases of a call run side by side, each
 * in its own context; a hung call is moved past the app's time limit with the page clock.
 */

const TEXT = {
  unknown: '未知错误',
  upgrading: '系统升级中，请稍后再试。',
  unreachable: '暂时无法连接服务，请稍后再试',
  timeout: '请求超时，请重试',
  malformed: '无法识别服务器返回，请稍后再试',
  saved: '网络不稳定：正在显示已保存的内容，并将自动重试。',
};
/** What the player reads when a call of their own (not one with a saved copy) breaks this way. */
const CALL_TEXT: Record<Fault, string> = {
  '500': TEXT.unknown, '502': TEXT.unreachable, '503': TEXT.upgrading, '504': TEXT.unreachable, hang: TEXT.timeout,
  html: TEXT.malformed, empty: TEXT.malformed, truncated: TEXT.malformed, 'wrong shape': TEXT.malformed,
};

async function breakAnswer(route: Route, fault: Fault): Promise<void> {
  if (fault === 'hang') return; // never answered
  return route.fulfill(faultAnswer(fault));
}

interface Scenario {
  /** Saved browser state to start from (a returning guest or member), or none for a first visit. */
  state?: Awaited<ReturnType<BrowserContext['storageState']>>;
  path: string;
  /** Page clock moves past the app's limit for a hung call (ms). */
  hangLimitMs: number;
  /** What the player does after the page opens (e.g. submit the login form). */
  act?: (page: Page) => Promise<void>;
  expected: (fault: Fault) => string;
  /** What must be on screen besides the message. */
  screen: (page: Page) => ReturnType<Page['getByRole']>;
}

/** Runs in the page before its scripts: keeps every text added to the document, however briefly. */
function recordShownTexts(): void {
  const shown: string[] = [];
  (window as unknown as { __shownTexts: string[] }).__shownTexts = shown;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') shown.push(record.target.textContent ?? '');
      record.addedNodes.forEach((node) => shown.push(node.textContent ?? ''));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

async function runCase(browser: Browser, apiPath: string, fault: Fault, scenario: Scenario) {
  const context = await browser.newContext({
    baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN',
    serviceWorkers: 'block', ...(scenario.state ? { storageState: scenario.state } : {}),
  });
  const page = await context.newPage();
  await page.addInitScript(recordShownTexts);
  await skipHomePopups(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let hit: () => void = () => undefined;
  const called = new Promise<void>((resolve) => (hit = resolve));
  await context.route((url) => url.pathname === apiPath, (route) => {
    hit();
    return breakAnswer(route, fault);
  });
  if (fault === 'hang') await page.clock.install();
  try {
    await page.goto(scenario.path);
    await scenario.act?.(page);
    if (fault === 'hang') {
      await called;
      await page.clock.fastForward(scenario.hangLimitMs + 500);
    }
    const expected = scenario.expected(fault);
    // A toast comes and goes: on two busy cores it may have gone before the check looks, so every
    // text the page ever showed counts (recorded from the first script on, see recordShownTexts).
    const said = await expect
      .poll(() => page.evaluate((text) => ((window as unknown as { __shownTexts?: string[] }).__shownTexts ?? []).some((shown) => shown.includes(text)), expected), { timeout: 15_000 })
      .toBe(true)
      .then(() => true, () => false);
    const screenShown = await scenario.screen(page).first().isVisible();
    return { fault, said: said ? expected : `not shown: ${expected}`, screenShown, errors };
  } finally {
    await context.close();
  }
}

const STATUS_FAULTS: Fault[] = ['500', '502', '503', '504'];
const MALFORMED_FAULTS: Fault[] = ['html', 'empty', 'truncated', 'wrong shape'];
let rotation = 0;
/** The next call's three faults: a gateway status and an unreadable answer in turn, and a hang. */
function nextFaults(): Fault[] {
  const turn = rotation++;
  return [STATUS_FAULTS[turn % STATUS_FAULTS.length], 'hang', MALFORMED_FAULTS[turn % MALFORMED_FAULTS.length]];
}

async function matrix(browser: Browser, apiPath: string, faults: Fault[], scenario: Scenario): Promise<void> {
  const outcomes = await Promise.all(faults.map((fault) => runCase(browser, apiPath, fault, scenario)));
  expect(outcomes).toEqual(faults.map((fault) => ({ fault, said: scenario.expected(fault), screenShown: true, errors: [] })));
}

const BOOT_CALLS = {
  templates: '/wps/system/templates',
  status: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  layouts: '/wps/layouts',
};
// A light screen (no lobby): several pages boot side by side on two cores.
const HELP = '/m/help';
const helpHeading = (page: Page) => page.getByRole('heading', { name: '帮助中心' });
let guest: Scenario['state'];
let member: Scenario['state'];
/** This worker's platform (cases open their own contexts). */
let baseURL = '';

test.describe('client fault matrix (each boot and login call × 500, 502, 503, 504, hang, HTML, empty, truncated, wrong shape)', () => {
  // Its cases are independent (each opens its own contexts): they spread over the workers, each of
  // which prepares the saved guest and member states once (beforeAll).
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  test.beforeAll(async ({ browser, platform }) => {
    baseURL = platform.url;
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block', locale: 'zh-CN' });
    const page = await context.newPage();
    await skipHomePopups(page);
    await page.goto(HELP);
    await expect(helpHeading(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => Boolean(localStorage.getItem('MC_LAYOUT_ETAG')))).toBe(true);
    guest = await context.storageState();
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: '用户名' }).fill('demo');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('demo1234');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/m\/home$/);
    member = await context.storageState();
    await context.close();
  });

  for (const [name, apiPath] of Object.entries(BOOT_CALLS)) {
    const faults = nextFaults();
    test(`${name}: a returning visitor opens on the saved copy and is told so`, async ({ browser }) => {
      await matrix(browser, apiPath, faults, { state: guest, path: HELP, hangLimitMs: 3000, expected: () => TEXT.saved, screen: helpHeading });
    });
  }

  const firstVisitFaults = nextFaults();
  test('templates: a first visit shows the reason in the player\'s language with a retry', async ({ browser }) => {
    await matrix(browser, BOOT_CALLS.templates, firstVisitFaults, {
      path: HELP, hangLimitMs: 8000, expected: (fault) => CALL_TEXT[fault], screen: (page) => page.getByRole('button', { name: '重试' }),
    });
  });

  for (const [name, apiPath] of Object.entries({ 'member info': '/wps/member/info', wallet: '/wps/wallets/gcs' })) {
    const faults = nextFaults();
    test(`${name}: a signed-in player keeps the page and reads why a part is missing`, async ({ browser }) => {
      await matrix(browser, apiPath, faults, { state: member, path: HELP, hangLimitMs: 15_000, expected: (fault) => CALL_TEXT[fault], screen: helpHeading });
    });
  }

  const loginFaults = nextFaults();
  test('login: the form stays, with the reason in the player\'s language', async ({ browser }) => {
    await matrix(browser, '/wps/session/login', loginFaults, {
      state: guest,
      path: '/m/login',
      hangLimitMs: 15_000,
      act: async (page) => {
        await page.getByRole('textbox', { name: '用户名' }).fill('demo');
        await page.getByRole('textbox', { name: '密码', exact: true }).fill('demo1234');
        await page.getByRole('button', { name: '登录', exact: true }).click();
      },
      expected: (fault) => CALL_TEXT[fault],
      screen: (page) => page.getByRole('button', { name: '登录', exact: true }),
    });
  });
});
