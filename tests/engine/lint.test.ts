import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildContext } from '../../src/engine/build-context';
import { lintBundle, lintDocument, type LintCatalogue } from '../../src/engine/lint';
import { paramsChecker } from '../../src/engine/lint/catalogue';

const catalogue: LintCatalogue = {
  widgets: new Map([
    ['Stack', { events: [], slots: [], ruleProps: [] }],
    ['Button', { events: ['press'], slots: [], ruleProps: ['disabled'] }],
    ['Text', { events: [], slots: [], ruleProps: [] }],
    ['MenuItem', { events: ['press'], slots: [], ruleProps: ['badge'] }],
    ['Collection', { events: ['more', 'retry'], slots: ['item', 'empty'], repeat: 'item', ruleProps: [] }],
  ]),
  calls: new Map([
    ['content.notices', { checkParams: paramsChecker(z.strictObject({ types: z.optional(z.array(z.enum(['PL', 'A']))) })), paged: false }],
    ['games.list', { checkParams: paramsChecker(z.strictObject({ gameType: z.optional(z.string()) })), paged: true }],
    ['content.markRead', { checkParams: paramsChecker(z.strictObject({ id: z.optional(z.number()) })), paged: false, writes: 'POST /wps/announcements/read' }],
  ]),
  textKeys: new Set(['common_ok', 'app_title_home']),
  textLanguages: ['CN', 'EN'],
  flags: new Set(['CBS3', 'MAILCEN']),
  matrix: [
    buildContext({ flags: { CBS3: true }, member: { loggedIn: false } }),
    buildContext({ flags: { CBS3: false }, member: { loggedIn: true, type: 0 } }),
  ] as unknown as Record<string, unknown>[],
};

const routes = {
  kind: 'routes', id: 'routes', schemaVersion: '1.0', homeAliases: ['/'], home: '/m/home', fallback: '/m/home',
  routes: [{ path: '/m/home', screen: 'home' }, { path: '/m/notice', screen: 'notice' }, { path: '/m/later', screen: 'later' }, { path: '/m/detail', screen: 'notice', requiredQuery: ['id'] }],
};
const actions = { kind: 'actions', id: 'actions', schemaVersion: '1.0', lists: { realMemberGate: [{ do: 'stop' }] } };
const screen = (root: unknown, extra: Record<string, unknown> = {}) => ({ kind: 'screen', id: 'home', schemaVersion: '1.0', root, ...extra });
const bundle = (doc: Record<string, unknown>) => ({ routes, actions, home: doc, notice: screen({ type: 'Stack' }, { id: 'notice' }) });
const lint = (doc: Record<string, unknown>) => lintDocument(doc, bundle(doc), catalogue);
const errors = (doc: Record<string, unknown>) => lint(doc).filter((f) => f.severity === 'error').map((f) => `${f.path}: ${f.message}`);
const warnings = (doc: Record<string, unknown>) => lint(doc).filter((f) => f.severity === 'warning').map((f) => `${f.path}: ${f.message}`);
const press = (action: Record<string, unknown>) => screen({ type: 'Button', props: { label: 't:common_ok' }, on: { press: [action] } });

describe('layout lint: errors with their pointers', () => {
  it('checks props written inline at their own pointers, and refuses a node that mixes both forms', () => {
    expect(errors(screen({ type: 'Text', text: 't:no_such_text' }))).toEqual(['/root/text: unknown text key "no_such_text"']);
    expect(errors(screen({ type: 'Collection', source: 'x', item: { type: 'Text', text: '@item.name', when: '@nothing.here' } }))[0]).toMatch(/^\/root\/item\/when: /);
    expect(errors(screen({ type: 'Text', text: 't:common_ok', props: { variant: 'muted' } }))).toEqual(['/root: a node writes its props inline or in "props", not both (inline: text)']);
  });

  it('a clean document has no findings', () => {
    expect(lint(press({ do: 'navigate', to: '/m/notice' }))).toEqual([]);
  });

  it('unknown call name', () => {
    expect(errors(press({ do: 'api', call: 'content.nope' }))).toEqual(['/root/on/press/0/call: unknown call "content.nope"']);
    expect(errors(screen({ type: 'Stack' }, { queries: { x: { call: 'games.nope' } } }))).toEqual(['/queries/x/call: unknown call "games.nope"']);
  });

  it('unknown or wrong params (bound ones are checked by name only)', () => {
    expect(errors(press({ do: 'api', call: 'content.notices', params: { types: ['ZZ'] } }))[0]).toMatch(/^\/root\/on\/press\/0\/params: params of "content.notices": types\.0/);
    expect(errors(press({ do: 'api', call: 'content.notices', params: { tpyes: { $: { var: 'state.t' } } } }))[0]).toContain('unknown param "tpyes"');
    expect(errors(press({ do: 'api', call: 'content.notices', params: { types: { $: { var: 'state.t' } } } }))).toEqual([]);
  });

  it('paging on a call that is not paged', () => {
    expect(errors(screen({ type: 'Stack' }, { queries: { n: { call: 'content.notices', paging: { pageSize: 10 } } } }))).toEqual(['/queries/n/paging: "content.notices" is not a paged call']);
    expect(errors(screen({ type: 'Stack' }, { queries: { r: { call: 'content.markRead' } } }))).toEqual([
      '/queries/r/call: "content.markRead" changes something (POST /wps/announcements/read): a query only reads; send it with the api action',
    ]);
    expect(errors(press({ do: 'api', call: 'content.markRead' }))).toEqual([]);
  });

  it('unknown text key', () => {
    expect(errors(screen({ type: 'Text', props: { text: 't:no_such_key' } }))).toEqual(['/root/props/text: unknown text key "no_such_key"']);
    expect(errors(press({ do: 'toast', text: 't:missing_toast' }))).toEqual(['/root/on/press/0/text: unknown text key "missing_toast"']);
  });

  it("a link without a query parameter its route requires, written or built at run time", () => {
    expect(errors(press({ do: 'navigate', to: '/m/detail' }))).toEqual(['/root/on/press/0/to: "/m/detail" needs "id" in its query (its route\'s requiredQuery): this link would open it without']);
    expect(errors(press({ do: 'navigate', to: '/m/detail?id=' }))).toHaveLength(1);
    expect(errors(press({ do: 'navigate', to: { $: { cat: ['/m/detail?type=', { var: 'state.type' }] } } }))[0]).toContain('needs "id"');
    expect(errors(press({ do: 'navigate', to: { $: { cat: ['/m/detail?id=', { var: 'state.id' }] } } }))).toEqual([]);
    expect(errors(press({ do: 'navigate', to: '/m/detail?id=3' }))).toEqual([]);
    // A link whose path is itself computed is left alone.
    expect(errors(press({ do: 'navigate', to: { $: { cat: ['/m/', { var: 'state.page' }] } } }))).toEqual([]);
  });

  it('navigation to a path no route matches', () => {
    expect(errors(press({ do: 'navigate', to: '/m/nowhere?x=1' }))).toEqual(['/root/on/press/0/to: no route matches "/m/nowhere": players would land on the fallback page']);
    expect(errors(screen({ type: 'MenuItem', props: { label: 't:common_ok', to: '/m/gone' } }))[0]).toContain('/root/props/to: no route matches "/m/gone"');
  });

  it('a handler for an event the widget does not raise', () => {
    expect(errors(screen({ type: 'Text', props: { text: 'x' }, on: { press: [] } }))).toEqual(['/root/on/press: Text never raises "press" (it raises no events)']);
    expect(errors(screen({ type: 'Button', props: { label: 'x' }, on: { tap: [] } }))).toEqual(['/root/on/tap: Button never raises "tap" (it raises press)']);
  });

  it('redirects that can loop, naming the loop and who meets it; exclusive guards are fine', () => {
    const looping = {
      ...routes,
      routes: [
        { path: '/m/home', screen: 'home', when: { var: 'member.loggedIn' }, redirect: '/m/login' },
        { path: '/m/login', screen: 'login', when: { '!': { var: 'flags.CBS3' } }, redirect: '/m/home' },
      ],
    };
    const loop = 'the redirects loop for a guest: /m/home → /m/login → /m/home (players would bounce between these pages for ever; routes /routes/0/redirect and /routes/1/redirect)';
    expect(errors(looping)).toEqual([`/routes/0/redirect: ${loop}`, `/routes/1/redirect: ${loop}`]);
    const exclusive = {
      ...routes,
      routes: [
        { path: '/m/home', screen: 'home' },
        { path: '/m/set', screen: 'set', when: { var: 'member.loggedIn' }, redirect: '/m/login' },
        { path: '/m/login', screen: 'login', when: { '!': { var: 'member.loggedIn' } }, redirect: '/m/set' },
      ],
    };
    expect(errors(exclusive)).toEqual([]);
    // A guard without a redirect goes to /m/login; an unknown redirect target goes to the fallback.
    const viaFallback = { ...routes, fallback: '/m/secret', routes: [{ path: '/m/secret', screen: 'home', when: false, redirect: '/m/nowhere' }] };
    expect(errors(viaFallback)[1]).toMatch(/redirects loop for a guest: \/m\/secret → \/m\/nowhere → \/m\/secret/);
  });

  it('redirects that loop only for one language, one template parameter or one query value are found too', () => {
    const byLanguage = {
      ...routes,
      routes: [
        { path: '/m/home', screen: 'home', when: { '!=': [{ var: 'lang' }, 'EN'] }, redirect: '/m/login' },
        { path: '/m/login', screen: 'login', when: { '!=': [{ var: 'lang' }, 'EN'] }, redirect: '/m/home' },
      ],
    };
    expect(errors(byLanguage)[0]).toContain('the redirects loop for a guest with lang = "EN": /m/home → /m/login → /m/home');
    expect(errors(byLanguage)).toHaveLength(2);
    const byTemplate = {
      ...routes,
      routes: [
        { path: '/m/home', screen: 'home', when: { '!': { '==': [{ var: 'template.theme' }, 'b'] } }, redirect: '/m/login' },
        { path: '/m/login', screen: 'login', when: { in: [{ var: 'template.theme' }, ['a', 'c']] }, redirect: '/m/home' },
      ],
    };
    expect(errors(byTemplate)[0]).toMatch(/redirects loop for a guest with template.theme = "b": \/m\/home → \/m\/login → \/m\/home/);
    const byQueryAndAmount = {
      ...routes,
      routes: [
        { path: '/m/home', screen: 'home', when: { '<': [{ var: 'route.query.step' }, 3] }, redirect: '/m/later' },
        { path: '/m/later', screen: 'later', when: { '!': { var: 'device.ios' } }, redirect: '/m/home' },
      ],
    };
    expect(errors(byQueryAndAmount)[0]).toContain('the redirects loop for a guest with');
    // Conditions that never fail together stay quiet.
    const exclusive = {
      ...routes,
      routes: [
        { path: '/m/home', screen: 'home', when: { '!=': [{ var: 'lang' }, 'EN'] }, redirect: '/m/login' },
        { path: '/m/login', screen: 'login', when: { '==': [{ var: 'lang' }, 'EN'] }, redirect: '/m/home' },
      ],
    };
    expect(errors(exclusive)).toEqual([]);
  });

  it('a flag not in the switch catalogue', () => {
    expect(errors(screen({ type: 'Stack', when: { var: 'flags.CBS4' } }))).toEqual(['/root/when: "CBS4" is not a whitelabel switch of the catalogue']);
  });

  it('a context path outside the documented context', () => {
    expect(errors(screen({ type: 'Stack', when: { var: 'user.name' } }))[0]).toContain('"user.name" is outside the documented context');
    expect(errors(screen({ type: 'Stack', when: { var: 'member.vip' } }))[0]).toContain('"member.vip": member has loggedIn');
    expect(errors(screen({ type: 'Text', props: { text: { $: { var: 'item.title' } } } }))[0]).toContain('item exists only inside an item template');
    expect(errors(screen({ type: 'Stack', when: { var: 'data.nope.items' } }))[0]).toContain('"data.nope": no query of that name');
    // Inside an item template item and index are fine; data of a declared query too.
    const list = screen(
      { type: 'Collection', props: { source: 'n', item: { type: 'Text', props: { text: { $: { cat: [{ var: 'index' }, { var: 'item.title' }] } } } } }, when: { var: 'data.n.items.length' } },
      { queries: { n: { call: 'content.notices' } } },
    );
    expect(errors(list)).toEqual([]);
  });

  it('an unknown named action list', () => {
    expect(errors(press({ do: 'run', list: 'realMemberGat' }))).toEqual(['/root/on/press/0/list: unknown action list "realMemberGat" (not in the actions document)']);
    expect(errors(press({ do: 'run', list: 'realMemberGate' }))).toEqual([]);
  });

  it('duplicate node ids in one document', () => {
    expect(errors(screen({ type: 'Stack', children: [{ type: 'Stack', id: 'a' }, { type: 'Stack', id: 'a' }] }))).toEqual([
      '/root/children/1/id: node id "a" is used twice in this document (first at /root/children/0)',
    ]);
  });

  it('a query action naming no declared query', () => {
    expect(errors(press({ do: 'query.reload', query: 'ghost' }))).toEqual(['/root/on/press/0/query: no document declares a query "ghost"']);
  });

  it('text overrides: only known keys and languages', () => {
    const texts = { kind: 'texts', id: 'texts', schemaVersion: '1.0', languages: { CN: { common_ok: '好', nope: 'x' }, FR: {} } };
    expect(lintDocument(texts, {}, catalogue).map((f) => f.path)).toEqual(['/languages/CN/nope', '/languages/FR']);
  });
});

describe('layout lint: warnings', () => {
  it('navigation to a route whose screen has no document yet', () => {
    expect(warnings(press({ do: 'navigate', to: '/m/later' }))).toEqual([
      '/root/on/press/0/to: "/m/later" has a route but its screen "later" has no document yet (a dead link until it is published)',
    ]);
  });

  it('a condition constant across the matrix; one that varies is fine', () => {
    expect(warnings(screen({ type: 'Stack', when: { '==': [{ var: 'member.type' }, '9'] } }))).toEqual([
      '/root/when: this condition is always false for every flag set and member type of the snapshot matrix',
    ]);
    expect(warnings(screen({ type: 'Stack', when: { var: 'flags.CBS3' } }))).toEqual([]);
    // Screen state is not part of the matrix: no verdict.
    expect(warnings(screen({ type: 'Stack', when: { var: 'state.open' } }))).toEqual([]);
  });
});

describe('lintBundle', () => {
  it('names the document of each finding', () => {
    const findings = lintBundle({ routes, home: screen({ type: 'Text', props: { text: 't:nope' } }) }, catalogue);
    expect(findings).toEqual([{ documentId: 'home', severity: 'error', path: '/root/props/text', message: 'unknown text key "nope"' }]);
  });
});

describe('params bound in part', () => {
  const check = paramsChecker(z.strictObject({ answers: z.array(z.strictObject({ questionId: z.number(), answer: z.string() })) }));

  it('a binding inside a list of objects is checked when the call runs, not at publish', () => {
    expect(check({ answers: [{ questionId: { $: { var: 'form.q1' } }, answer: { $: { var: 'form.a1' } } }] })).toBeNull();
  });

  it('a fully written value is still checked at publish', () => {
    expect(check({ answers: [{ questionId: 'one', answer: 'x' }] })).toMatch(/^answers/);
    expect(check({ answer: [] })).toMatch(/answer/);
  });
});
