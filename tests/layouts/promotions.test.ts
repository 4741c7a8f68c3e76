import { writtenProps } from '../../src/engine/node-props';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { evaluate, truthy } from '../../src/engine/conditions';
import type { ActionScope } from '../../src/actions/types';
import { ApiError } from '../../src/api/errors';
import { buildContext, type PartialContext } from '../../src/engine/build-context';
import type { EvalContext } from '../../src/engine/context';
import { createScreenStore, type QueryHandle } from '../../src/state/screen';
import { dialog, loading, toasts } from '../../src/state/ui';
import { runActionList } from '../actions/dispatch';
import type { ActionSpec, LayoutDocument, LayoutNode } from '../../src/engine/types';
import { layouts } from '../../src/state/platform';
import { imagePickerWidget } from '../../widgets/ImagePicker';
import { admitImages } from '../../widgets/ImagePicker/rules';
import type { QuerySpec } from '../../src/engine/queries';
import { findNode, layoutJson, nodesOf, requestOf, runSteps } from './machine';

/** The platform the calls reach: the world of the test running. */
const platform = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('../../src/api/endpoint-registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/endpoint-registry')>();
  return {
    ...real,
    findEndpoint: async (name: string) => {
      const endpoint = await real.findEndpoint(name);
      return endpoint && { ...endpoint, run: async (params: unknown) => answerCall(name, params as Record<string, unknown>) };
    },
  };
});

async function answerCall(call: string, params: Record<string, unknown>): Promise<unknown> {
  const w = platform.current as World;
  w.calls.push({ call, params, loading: loading.value?.text });
  const outcome = w.answer(call, params);
  if ('error' in outcome) throw new ApiError('http', outcome.error.message, { status: 400, code: outcome.error.code });
  return outcome.value;
}

const list = layoutJson('screens/activity.json');
const detail = layoutJson('screens/activityDetail.json');
const apply = layoutJson('screens/applyReward.json');
// The shipped named lists (the member gate…), where the app's `run` finds them.
layouts.value = { ...layouts.peek(), actions: layoutJson('actions.json') as unknown as LayoutDocument };

const dollar = (value: unknown) => (value as { $: unknown }).$ as never;
const byId = (root: LayoutNode, id: string) => findNode(root, (n) => n.id === id);
const shows = (node: LayoutNode, ctx: object) => node.when === undefined || truthy(evaluate(node.when as never, ctx));

/** The bundled texts of a language, as the app merges them. */
function texts(lang: 'cn' | 'en'): Record<string, string> {
  const dir = join(__dirname, '../../src/i18n/locales', lang);
  return Object.assign({}, ...readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))));
}
const EN = texts('en');
const CN = texts('cn');
function say(text: string, params: Record<string, unknown> = {}, dict = EN): string {
  if (!text.startsWith('t:')) return text;
  const key = text.slice(2).split('|')[0];
  expect(dict[key], `text key ${key}`).toBeTypeOf('string');
  return dict[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(params[name]));
}

const promo = (over: Record<string, unknown> = {}) => ({
  id: 17, title: 'Sports First Bet Insurance', content: '<p style="font-size:28px">Hi</p>',
  startDate: '2026-03-15T12:00:00.000Z', endDate: '2026-04-20T12:00:00.000Z', noExpiry: 0,
  announcementImages: [{ sequence: 2, url: '/media/promotions/17-2.svg' }, { sequence: 1, url: '/media/promotions/17-1.svg' }],
  imageRequired: 'N', remarkRequired: 'N', signUpRequestRewardType: 'D', signUpStatus: null as string | null, ...over,
});

type Promo = ReturnType<typeof promo>;
const MEMBER = { loggedIn: true, isReal: true, isTrial: false };
const GUEST = { loggedIn: false, isReal: false, isTrial: false };

/** What the sign-up area of one promotion shows: the ids of the visible controls, with their texts. */
function control(root: LayoutNode, ctx: object): string[] {
  const out: string[] = [];
  for (const id of ['promo-join', 'promo-claim', 'promo-applying', 'promo-status']) {
    const node = byId(root, id);
    if (!shows(node, ctx)) continue;
    const props = writtenProps(node) as Record<string, unknown>;
    const text = (props.label ?? props.text) as unknown;
    out.push(say(typeof text === 'string' ? text : (evaluate(dollar(text), ctx) as string)));
  }
  return out;
}

// ------------------------------------------------ the app's dispatcher, with the platform faked
interface World {
  ctx: { state: Record<string, unknown>; member: PartialContext['member']; route: { path: string; query: Record<string, string> } } & Record<string, unknown>;
  queries: Record<string, Promo[]>;
  answer: (call: string, params: Record<string, unknown>) => { value: unknown } | { error: { code: string; message: string } };
  calls: { call: string; params: Record<string, unknown>; loading?: unknown }[];
  went: string[];
  alerts: string[];
  toasts: string[];
}

function world(over: Partial<World> = {}): World {
  return {
    ctx: { state: {}, member: MEMBER, route: { path: '/m/activity', query: {} } },
    queries: {}, calls: [], went: [], alerts: [], toasts: [],
    answer: () => ({ value: { success: true } }),
    ...over,
  };
}

/** A screen query the actions can patch, holding the world's list (the query runtime itself is tested in tests/queries). */
function listHandle(w: World, name: string): QueryHandle {
  const items = () => w.queries[name];
  return {
    patchItems: (change) => void (w.queries[name] = items().map((item, index) => change(item, index) as Promo)),
    patchList: (change) => void (w.queries[name] = change(items()) as Promo[]),
    reload: async () => undefined,
    more: async () => undefined,
  } as QueryHandle;
}

/**
 * Runs a list with the app's dispatcher and handlers. The platform is this world: calls answer
 * with w.answer (and are recorded with the loading text shown meanwhile), the player closes each
 * alert at once, navigation and toasts are recorded.
 */
async function run(actions: readonly ActionSpec[], w: World, locals: Record<string, unknown> = {}): Promise<void> {
  platform.current = w;
  const screen = createScreenStore();
  screen.state.value = w.ctx.state;
  for (const name of Object.keys(w.queries)) screen.queries.set(name, listHandle(w, name));
  const { event, ...rest } = locals as { event?: Record<string, unknown> };
  toasts.value = [];
  const stopAlerts = dialog.subscribe((open) => {
    if (!open) return;
    w.alerts.push(open.text);
    open.answer(true);
  });
  const scope: ActionScope = {
    screen,
    context: () => ({ ...buildContext({ member: w.ctx.member, route: w.ctx.route, state: screen.state.value }), ...rest }) as EvalContext,
    navigate: (to) => void w.went.push(to),
    back: () => undefined,
    event,
    run: (list, override) => runActionList(list, { ...scope, ...override }),
  };
  try {
    await runActionList(actions, scope);
  } finally {
    stopAlerts();
  }
  w.ctx.state = screen.state.value;
  w.toasts.push(...toasts.value.map((toast) => toast.text));
}

const press = (root: LayoutNode, id: string, w: World, locals: object) => run(byId(root, id).on!.press as ActionSpec[], w, locals as Record<string, unknown>);

// ------------------------------------------------------------------------------------ the tests
describe('sign-up control (spec §4), on the list and on the detail', () => {
  const cases: [string, Partial<Promo>, object, string[]][] = [
    ['a guest sees nothing, whatever the cache says', { signUpStatus: 'ALLOW_JOIN' }, GUEST, []],
    ['no status (no sign-up, or a trial account) shows nothing', { signUpStatus: null }, MEMBER, []],
    ['ALLOW_JOIN: Join', { signUpStatus: 'ALLOW_JOIN' }, MEMBER, ['Join']],
    ['JOINED with reward type O: applying', { signUpStatus: 'JOINED', signUpRequestRewardType: 'O' }, MEMBER, ['Applying']],
    ['JOINED otherwise: Claim', { signUpStatus: 'JOINED', signUpRequestRewardType: 'D' }, MEMBER, ['Claim']],
    ['PENDING: applying', { signUpStatus: 'PENDING' }, MEMBER, ['Applying']],
    ['REJECTED', { signUpStatus: 'REJECTED' }, MEMBER, ['Rejected']],
    ['ISSUED', { signUpStatus: 'ISSUED' }, MEMBER, ['Issued']],
    ['CLAIMED', { signUpStatus: 'CLAIMED' }, MEMBER, ['Claimed']],
    ['SIGN_UP_DUE: closed', { signUpStatus: 'SIGN_UP_DUE' }, MEMBER, ['Closed']],
  ];
  it.each(cases)('%s', (_name, over, member, expected) => {
    const item = promo(over);
    expect(control(list.root, { member, state: {}, item })).toEqual(expected);
    expect(control(detail.root, { member, state: {}, item })).toEqual(expected);
  });

  it('status labels read naturally in Chinese too', () => {
    const item = promo({ signUpStatus: 'SIGN_UP_DUE' });
    const node = byId(list.root, 'promo-status');
    expect(say(evaluate(dollar(writtenProps(node).text), { item }) as string, {}, CN)).toBe('已截止');
  });

  it('"read more" opens the detail of that promotion', async () => {
    const w = world();
    await press(list.root, 'promo-more', w, { item: promo({ id: 23 }) });
    expect(w.went).toEqual(['/m/activityDetail?id=23']);
  });
});

describe('joining and claiming', () => {
  it('Join on the list: the sign-up call, then PENDING for reward type O (applying)', async () => {
    const item = promo({ id: 14, signUpStatus: 'ALLOW_JOIN', signUpRequestRewardType: 'O' });
    const w = world({ queries: { promotions: [promo({ id: 3 }), item] } });
    await press(list.root, 'promo-join', w, { item });
    expect(w.calls).toEqual([{ call: 'content.promotionSignUp', params: { promotionId: 14 }, loading: 't:promo_joining' }]);
    const patched = w.queries.promotions[1];
    expect(patched.signUpStatus).toBe('PENDING');
    expect(w.queries.promotions[0].signUpStatus).toBe(null);
    expect(control(list.root, { ...w.ctx, item: patched })).toEqual(['Applying']);
  });

  it('Join otherwise: JOINED, which offers Claim', async () => {
    const item = promo({ id: 15, signUpStatus: 'ALLOW_JOIN', signUpRequestRewardType: 'D' });
    const w = world({ queries: { promotions: [item] } });
    await press(list.root, 'promo-join', w, { item });
    expect(control(list.root, { ...w.ctx, item: w.queries.promotions[0] })).toEqual(['Claim']);
  });

  it('Join on the detail (no list query there): the new status shows at once', async () => {
    const item = promo({ id: 15, signUpStatus: 'ALLOW_JOIN', signUpRequestRewardType: 'D' });
    const w = world();
    await press(detail.root, 'promo-join', w, { item });
    expect(control(detail.root, { ...w.ctx, item })).toEqual(['Claim']);
    // Another promotion opened on the same screen keeps its own status.
    expect(control(detail.root, { ...w.ctx, item: promo({ id: 16, signUpStatus: 'ALLOW_JOIN' }) })).toEqual(['Join']);
  });

  it('a failed join is silent and changes nothing (the loading text goes with the call)', async () => {
    const item = promo({ id: 15, signUpStatus: 'ALLOW_JOIN' });
    const w = world({ queries: { promotions: [item] }, answer: () => ({ error: { code: 'promotion.signUpClosed', message: 'closed' } }) });
    await press(list.root, 'promo-join', w, { item });
    expect(w.queries.promotions[0].signUpStatus).toBe('ALLOW_JOIN');
    expect([w.toasts, w.alerts, w.went]).toEqual([[], [], []]);
    expect(control(list.root, { ...w.ctx, item: w.queries.promotions[0] })).toEqual(['Join']);
  });

  it('Claim with nothing required: the reward request goes at once, then PENDING and the apply_success popup', async () => {
    const item = promo({ id: 20, signUpStatus: 'JOINED' });
    const w = world({ queries: { promotions: [item] } });
    await press(list.root, 'promo-claim', w, { item });
    expect(w.calls).toEqual([{ call: 'content.requestReward', params: { promotionId: 20 }, loading: 't:promo_claiming' }]);
    expect(w.queries.promotions[0].signUpStatus).toBe('PENDING');
    expect(w.alerts).toEqual(['t:apply_success']);
    expect(w.went).toEqual([]);
    expect(control(list.root, { ...w.ctx, item: w.queries.promotions[0] })).toEqual(['Applying']);
  });

  it.each([
    ['an image', { imageRequired: 'Y' }],
    ['a remark', { remarkRequired: 'Y' }],
    ['both', { imageRequired: 'Y', remarkRequired: 'Y' }],
  ])('Claim when %s is required: to the apply form, nothing sent', async (_name, over) => {
    for (const root of [list.root, detail.root]) {
      const item = promo({ id: 18, signUpStatus: 'JOINED', ...over });
      const w = world({ queries: { promotions: [item] } });
      await press(root, 'promo-claim', w, { item });
      expect(w.went).toEqual(['/m/applyReward?id=18']);
      expect(w.calls).toEqual([]);
    }
  });

  it('a failed claim is silent and keeps Claim', async () => {
    const item = promo({ id: 20, signUpStatus: 'JOINED' });
    const w = world({ answer: () => ({ error: { code: 'network', message: 'offline' } }) });
    await press(detail.root, 'promo-claim', w, { item });
    expect([w.toasts, w.alerts]).toEqual([[], []]);
    expect(control(detail.root, { ...w.ctx, item })).toEqual(['Claim']);
  });
});

describe('dates (MM/DD/YYYY)', () => {
  const dates = (item: Promo, dict = EN) => {
    const node = byId(list.root, 'promo-dates');
    const props = writtenProps(node) as { text: unknown; params: Record<string, unknown> };
    const params = Object.fromEntries(Object.entries(props.params).map(([k, v]) => [k, evaluate(dollar(v), { item })]));
    return say(evaluate(dollar(props.text), { item }) as string, params, dict);
  };

  it('a range shows both dates', () => {
    expect(dates(promo())).toBe('03/15/2026 - 04/20/2026');
  });

  it('noExpiry 1 shows the start date and "long term"', () => {
    expect(dates(promo({ noExpiry: 1, endDate: '2026-03-15T12:00:00.000Z' }))).toBe('03/15/2026 · Long term');
    expect(dates(promo({ noExpiry: 1 }), CN)).toBe('03/15/2026 起 · 长期有效');
  });

  it('start and end on the same day show one date', () => {
    expect(dates(promo({ startDate: '2026-03-15T11:00:00.000Z', endDate: '2026-03-15T13:00:00.000Z' }))).toBe('03/15/2026');
  });

  it('the detail shows the dates the same way', () => {
    expect(writtenProps(byId(detail.root, 'promo-dates'))).toEqual(writtenProps(byId(list.root, 'promo-dates')));
  });
});

describe('promotion list', () => {
  it('the category menu starts with All, then the server categories; a choice filters on the server', async () => {
    const menu = byId(list.root, 'promo-categories');
    const categories = [{ id: 4, title: 'promo_category_live', iconImageUrl: '/media/promotion-categories/4.svg' }, { id: 6, title: 'promo_category_vip', iconImageUrl: '' }];
    const ctx = { state: { ...(list.initial as { state: object }).state } as Record<string, unknown>, data: { categories: { items: categories } } };
    expect(evaluate(dollar(writtenProps(menu).items), ctx)).toEqual([0, 4, 6]);
    const chip = byId(list.root, 'promo-category');
    expect(say(evaluate(dollar(writtenProps(chip).label), { ...ctx, item: 4 }) as string)).toBe('Live casino');
    expect(evaluate(dollar(writtenProps(chip).image), { ...ctx, item: 4 })).toBe('/media/promotion-categories/4.svg');
    const queries = list.queries as Record<string, QuerySpec>;
    expect(queries.promotions.call).toBe('content.promotions');
    expect(requestOf(queries.promotions, ctx)).toEqual({});
    await runSteps(chip.on!.press as ActionSpec[], Object.assign(ctx, { item: 6 }));
    expect(requestOf(queries.promotions, ctx)).toEqual({ categoryId: 6 });
    await runSteps(byId(list.root, 'promo-category-all').on!.press as ActionSpec[], ctx);
    expect(requestOf(queries.promotions, ctx)).toEqual({});
  });

  it('cards show the image of sequence 1; the list has an empty state', () => {
    const image = byId(list.root, 'promo-image');
    expect(evaluate(dollar(writtenProps(image).src), { item: promo() })).toBe('/media/promotions/17-1.svg');
    expect(evaluate(dollar(writtenProps(image).src), { item: promo({ announcementImages: [] }) })).toBe(null);
    const collection = byId(list.root, 'promo-list');
    expect(writtenProps(collection).source).toBe('promotions');
    expect(say(writtenProps(findNode(writtenProps(collection).empty as LayoutNode, (n) => n.type === 'Text')).text as string)).toBe('No promotions here yet');
  });
});

describe('promotion detail', () => {
  it('opens straight from ?id= and shows the operator HTML sanitised with px turned into rem', () => {
    const query = (detail.queries as Record<string, QuerySpec>).promotion;
    expect(query.call).toBe('content.promotionDetail');
    expect(requestOf(query, { route: { path: '/m/activityDetail', query: { id: '17' } } })).toEqual({ id: 17 });
    expect(writtenProps(byId(detail.root, 'promo-content'))).toMatchObject({ pxToRem: true });
    expect([...nodesOf(detail.root)].some((n) => n.type === 'PageTitle')).toBe(true);
  });

  it('without an id it goes to the list; an unknown one says so with a way back, other failures offer a retry', async () => {
    const w = world();
    await run(detail.onEnter as ActionSpec[], w);
    expect(w.went).toEqual(['/m/activity']);
    const failed = (code: string) => ({ data: { promotion: { error: { code } } } });
    expect(shows(byId(detail.root, 'promo-not-found'), failed('promotion.notFound'))).toBe(true);
    expect(shows(byId(detail.root, 'promo-retry'), failed('promotion.notFound'))).toBe(false);
    expect(shows(byId(detail.root, 'promo-retry'), failed('network'))).toBe(true);
    expect(byId(detail.root, 'promo-retry').on!.press).toEqual([{ do: 'query.reload', query: 'promotion' }]);
  });
});

describe('reward application form (/m/applyReward)', () => {
  const remarks = byId(apply.root, 'apply-remarks');
  const pictures = byId(apply.root, 'apply-pictures');
  const submit = byId(apply.root, 'apply-submit');

  it('remarks: at most 140 characters, with a counter', () => {
    expect(remarks.type).toBe('Textarea');
    expect(writtenProps(remarks)).toMatchObject({ name: 'remarks', maxLength: 140 });
    expect(writtenProps(remarks).counter).not.toBe(false);
  });

  it('pictures: jpeg/jpg/png, 5 MB each, 3 at most; refusals are 1.5 s toasts with the spec keys', () => {
    const props = writtenProps(pictures) as { accept: string[]; maxBytes: number; maxCount: number; typeMessage: string; sizeMessage: string; countMessage: string };
    expect(props).toMatchObject({ maxBytes: 5_242_880, maxCount: 3, typeMessage: 't:activity_image_type', sizeMessage: 't:activity_apply_remark_limit3', countMessage: 't:activity_apply_remark_limit4' });
    // The picker's own refusal toasts (1.5 s) show the layout's texts; the layout adds none of its own (no double toast).
    expect(pictures.on?.reject).toBeUndefined();
    expect(imagePickerWidget.defaultOn!(props as never).reject).toEqual([{ do: 'toast', text: { $: { var: 'event.message' } }, duration: 1500 }]);
    const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
    const rules = { accept: props.accept, maxBytes: props.maxBytes, maxCount: props.maxCount };
    const ok = admitImages([], [file('a.jpg', 'image/jpeg', 10), file('b.png', 'image/png', 5_242_880)], rules);
    expect(ok).toMatchObject({ rejected: [] });
    expect(ok.accepted).toHaveLength(2);
    expect(admitImages([], [file('a.gif', 'image/gif', 10)], rules).rejected).toEqual(['type']);
    expect(admitImages([], [file('big.png', 'image/png', 5_242_881)], rules).rejected).toEqual(['size']);
    expect(admitImages(ok.accepted, [file('c.png', 'image/png', 1), file('d.png', 'image/png', 1)], rules).rejected).toEqual(['count']);
    for (const key of ['activity_image_type', 'activity_apply_remark_limit3', 'activity_apply_remark_limit4']) {
      expect(EN[key]).toBeTruthy();
      expect(CN[key]).toBeTruthy();
    }
  });

  const enabled = (item: Partial<Promo>, form: Record<string, unknown>) => !truthy(evaluate(writtenProps(submit).disabled as never, { item, form, state: {} }));
  const picture = new File([new Uint8Array(4)], 'slip.png', { type: 'image/png' });
  it.each([
    ['image and remark required', { imageRequired: 'Y', remarkRequired: 'Y' }, [false, false, false, true]],
    ['only an image required', { imageRequired: 'Y', remarkRequired: 'N' }, [false, false, true, true]],
    ['only a remark required', { imageRequired: 'N', remarkRequired: 'Y' }, [false, true, false, true]],
  ])('submit is enabled only with the required inputs: %s', (_name, item, expected) => {
    const forms = [{}, { remarks: 'match 12' }, { pictures: [picture] }, { remarks: 'match 12', pictures: [picture] }];
    expect(forms.map((form) => enabled(item as Partial<Promo>, form))).toEqual(expected);
    expect(enabled(item as Partial<Promo>, { remarks: '', pictures: [] })).toBe(false);
  });

  it('required fields are marked as such (and checked before sending)', () => {
    const req = (node: LayoutNode, item: object) => evaluate(dollar(writtenProps(node).required), { item });
    expect([req(remarks, { remarkRequired: 'Y' }), req(remarks, { remarkRequired: 'N' })]).toEqual([true, false]);
    expect([req(pictures, { imageRequired: 'Y' }), req(pictures, { imageRequired: 'N' })]).toEqual([true, false]);
  });

  it('sends remarks and pictures as the reward request, says apply_success, then goes to /m/activity; a refusal is silent', async () => {
    const form = byId(apply.root, 'apply-form');
    const [send] = form.on!.submit as (ActionSpec & Record<string, any>)[];
    expect(send).toMatchObject({ do: 'form.submit', call: 'content.requestReward', fields: { remarks: 'remarks', pictures: 'pictures' }, onError: [] });
    expect(evaluate(dollar(send.params.promotionId), { item: promo({ id: 17 }) })).toBe(17);
    const w = world();
    await run(send.onSuccess, w);
    expect(w.alerts).toEqual(['t:apply_success']);
    expect(w.went).toEqual(['/m/activity']);
    expect([EN.apply_success, CN.apply_success].every(Boolean)).toBe(true);
  });

  describe('loading the promotion first', () => {
    const enter = async (query: Record<string, string>, answer: World['answer']) => {
      const w = world({ answer });
      w.ctx.route = { path: '/m/applyReward', query };
      await run(apply.onEnter as ActionSpec[], w);
      return w;
    };
    const found = (over: Partial<Promo>) => () => ({ value: promo(over) });

    it('a joined promotion that takes a claim fills the form', async () => {
      const w = await enter({ id: '18' }, found({ id: 18, signUpStatus: 'JOINED', imageRequired: 'Y' }));
      expect(w.calls).toEqual([{ call: 'content.promotionDetail', params: { id: 18 }, loading: undefined }]);
      expect(w.went).toEqual([]);
      expect(w.ctx.state.promotion).toMatchObject({ id: 18 });
    });

    it('back to /m/activity when the promotion is not found, the id is missing, or it takes no claim now', async () => {
      expect((await enter({ id: '999' }, () => ({ error: { code: 'promotion.notFound', message: 'No promotion 999' } }))).went).toEqual(['/m/activity']);
      const missing = await enter({}, found({}));
      expect([missing.went, missing.calls]).toEqual([['/m/activity'], []]);
      expect((await enter({ id: 'x' }, found({}))).went).toEqual(['/m/activity']);
      expect((await enter({ id: '16' }, found({ signUpStatus: 'PENDING' }))).went).toEqual(['/m/activity']);
      expect((await enter({ id: '14' }, found({ signUpStatus: 'JOINED', signUpRequestRewardType: 'O' }))).went).toEqual(['/m/activity']);
    });

    it('another failure shows its message with a retry', async () => {
      const w = await enter({ id: '18' }, () => ({ error: { code: 'network', message: 't:common_err_network' } }));
      expect(w.went).toEqual([]);
      expect(w.ctx.state.loadError).toBe('t:common_err_network');
      const collection = byId(apply.root, 'apply-promotion');
      expect(evaluate(dollar(writtenProps(collection).status), w.ctx)).toBe('error');
      expect(collection.on!.retry).toContainEqual({ do: 'run', list: 'promotionApplyLoad' });
    });
  });
});

describe('side menu promotions', () => {
  it('lists at most 5, each opening its detail', () => {
    const doc = layoutJson('menus/leftPanel.json');
    const query = (doc.queries as Record<string, { call: string }>).sidePromotions;
    expect(query.call).toBe('content.promotions');
    const listNode = byId(doc.root, 'side-promotion-list');
    const items = Array.from({ length: 9 }, (_, i) => promo({ id: i + 1 }));
    const shown = evaluate(dollar(writtenProps(listNode).items), { data: { sidePromotions: { items } } }) as Promo[];
    expect(shown.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    const entry = writtenProps(listNode).item as LayoutNode;
    expect(evaluate(dollar(writtenProps(entry).to), { item: shown[2] })).toBe('/m/activityDetail?id=3');
  });
});
