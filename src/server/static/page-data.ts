import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setTransport } from '../../api/client';
import type { EndpointDefinition } from '../../api/endpoint';
import { endpoints } from '../../api/endpoints/index';
import { buildContext, memberContext } from '../../engine/build-context';
import { enteringState } from '../../engine/entering-state';
import { includedFragments } from '../../engine/included-fragments';
import { startingLanguage } from '../../engine/languages';
import { parsedBundleCache } from '../../engine/parsed-bundle';
import { IDLE_VIEW, type QuerySpecs, type QueryView } from '../../engine/queries';
import { entryInDocuments } from '../../engine/route-match';
import type { LayoutDocument } from '../../engine/types';
import { statusFacts } from '../../engine/status-facts';
import { pageParams, queryRequest } from '../../queries/request';
import { answeredView, PAGE_QUERY_WAVES } from '../../queries/view';
import type { PageDataCache } from './page-data-cache';
import type { DrawnPage, PageDrawer } from './server-render';
import { readViewCookie } from '../../engine/view-cookie';
import { detectDevice } from '../../engine/device-detect';

/** What the page's context is built from: the storefront merchant's current settings. */
export interface PageSettings {
  /** The layout bundle's version, and its documents (read only when that version is new here). */
  layouts: { etag: string; documents: () => Record<string, unknown> };
  template: Record<string, string>;
  templateId: string;
  merchantCode: string;
  flags: Record<string, boolean>;
  /** The screen shows the status page instead when this is not 0. */
  status: number;
}

/** A guest page's answers: by the URL the app asks (the data block), and by query name as the screen holds them. */
export interface PageAnswers {
  answers: Record<string, unknown>;
  views: Record<string, QueryView>;
  /** The language the answers were asked in. */
  lang: string;
  /** The screen they are for (none: no screen at this path, or the status page shows). */
  screen?: string;
}

/**
 * How long a page waits for its answers (in-process calls take a few ms each): a call that hangs
 * must not hold the page. What has come by then is sent; the page asks for the rest itself.
 */
export const PAGE_DATA_BUDGET_MS = 400;
const byName = new Map<string, EndpointDefinition>(endpoints.map((endpoint) => [endpoint.name, endpoint]));
/** Who is asking, for the transport: each page's answers stay with that page. */
const asking = new AsyncLocalStorage<{ app: FastifyInstance; ip: string; answers: Record<string, unknown> }>();
let transportSet = false;

/** The players' bundle (templates already expanded, layouts/bundle.ts), parsed once per version. */
const parsedDocuments = parsedBundleCache();

/** The page's calls go to this server in-process; the answer's text is kept under the URL the app will ask. */
function installTransport(): void {
  if (transportSet) return;
  transportSet = true;
  setTransport(async (url, init) => {
    const page = asking.getStore();
    if (!page) return fetch(url, init);
    // Only reads run for a guest's page: a query naming a call that changes something (a POST)
    // is refused here, never run on the guest's behalf; the page makes that call itself.
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return new Response(null, { status: 405 });
    // The call's own headers go along (what the phone would send; a guest has no token).
    const headers = Object.fromEntries(new Headers(init?.headers as HeadersInit | undefined).entries());
    const answer = await page.app.inject({ method: 'GET', url, remoteAddress: page.ip, headers: { ...headers, accept: 'application/json' } });
    if (answer.statusCode === 200) page.answers[url] = answer.json();
    return new Response(answer.body, { status: answer.statusCode, headers: { 'Content-Type': String(answer.headers['content-type'] ?? 'application/json') } });
  });
}

/**
 * The first screen at `path` as the phone's first render has it: its screen, its queries (its
 * fragments' too) and its context as it enters, for a guest or a member of a type (whose own
 * facts, name and balance, are not known here), over `data`, the answers so far.
 */
function firstScreen(path: string, search: string, settings: PageSettings, lang: string, memberType: number | null) {
  if (settings.status !== 0) return null;
  const docs = parsedDocuments(settings.layouts.etag, settings.layouts.documents);
  const entry = entryInDocuments(path, docs);
  const screen = entry ? docs[entry.screen] : undefined;
  if (!entry || screen?.kind !== 'screen') return null;
  const fragments = includedFragments(screen, (id) => docs[id]);
  const specs = Object.assign({}, ...fragments.map((fragment) => fragment.queries ?? {}), screen.queries ?? {}) as QuerySpecs;
  const data: Record<string, unknown> = { wallet: null, vipProgress: null, vipPercent: null, clubLabel: '', displayName: '', systemStatus: settings.status, systemInfo: statusFacts(null) };
  const route = { path, query: Object.fromEntries(new URLSearchParams(search)), params: entry.params ?? {} };
  const form = { ...(screen.initial?.form ?? {}) };
  const member = memberType === null ? undefined : memberContext({ type: memberType }, null);
  const contextWith = (state: Record<string, unknown>) => buildContext({ flags: settings.flags, template: settings.template, member, route, lang, state, form, data });
  const state = enteringState(screen, contextWith);
  return { screen, specs, data, context: () => contextWith(state) };
}

/**
 * A member's first screen: drawn with each query its first render starts shown as loading, and
 * without answers. Theirs need their session, which a navigation never carries, and the app never
 * gives a call made with a token a guest's answer (api/client.ts), so none is asked for or sent.
 */
export function memberPage(path: string, search: string, settings: PageSettings, memberType: number, stored?: string): PageAnswers {
  const lang = startingLanguage(settings.template, stored);
  const first = firstScreen(path, search, settings, lang, memberType);
  if (!first) return { answers: {}, views: {}, lang };
  const ctx = first.context();
  const starting = Object.entries(first.specs).filter(([, spec]) => {
    const endpoint = byName.get(spec.call);
    return endpoint !== undefined && queryRequest(spec, endpoint, ctx, () => {})?.kind === 'on';
  });
  const views = Object.fromEntries(starting.map(([name]) => [name, { ...IDLE_VIEW, status: 'loading' as const }]));
  return { answers: {}, views, lang, screen: first.screen.id };
}

/**
 * The answers a guest's first screen at `path` needs, keyed by the URL the app will ask: the
 * page's queries (its screen's and its fragments') run here, through the app's own endpoint code,
 * in the context a guest's first visit starts with (default language, no device facts). A query
 * whose condition waits for another's answer runs in the next wave. What differs on the phone (a
 * stored language, a session) makes other URLs, which the app then simply asks for.
 */
export async function pageAnswers(app: FastifyInstance, ip: string, path: string, search: string, settings: PageSettings, budgetMs = PAGE_DATA_BUDGET_MS, stored?: string): Promise<PageAnswers> {
  const until = Date.now() + budgetMs;
  // As the phone settles it: its stored language (or the default) when offered, else the template's first.
  const lang = startingLanguage(settings.template, stored);
  const first = firstScreen(path, search, settings, lang, null);
  if (!first) return { answers: {}, views: {}, lang };
  const { screen, specs, data, context } = first;
  const env = { language: lang, merchantCode: settings.merchantCode };
  installTransport();
  const page = { app, ip, answers: {} as Record<string, unknown> };
  const done = new Set<string>();
  for (let wave = 0; wave < PAGE_QUERY_WAVES; wave++) {
    const ctx = context();
    const ready = Object.entries(specs).flatMap(([name, spec]) => {
      const endpoint = byName.get(spec.call);
      // What the phone would ask (off, or params the call refuses: the page asks itself then).
      const request = !done.has(name) && endpoint ? queryRequest(spec, endpoint, ctx, () => {}) : null;
      return endpoint && request?.kind === 'on' ? [{ name, spec, endpoint, params: pageParams(request.params, request.paging, 1) }] : [];
    });
    const left = until - Date.now();
    if (ready.length === 0 || left <= 0) break;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outOfTime = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), left)));
    const wave = asking.run(page, () =>
      Promise.all(
        ready.map(async ({ name, spec, endpoint, params }) => {
          done.add(name);
          try {
            const value = await endpoint.run(params, env);
            data[name] = answeredView(value, spec);
          } catch {
            // A failing call is the page's to show (it asks again, and shows its error state).
          }
        }),
      ),
    );
    const outcome = await Promise.race([wave, outOfTime]);
    clearTimeout(timer);
    if (outcome === 'late') break;
  }
  // Copies: answers that come after the budget are not the page's any more.
  const views = Object.fromEntries(Object.keys(specs).filter((name) => data[name]).map((name) => [name, data[name] as QueryView]));
  return { answers: { ...page.answers }, views, lang, screen: screen.id };
}

/** The answers as a data block for index.html: never run (the strict CSP holds), `<` escaped so nothing closes the tag. */
export function pageDataBlock(host: string, answers: Record<string, unknown>): string | null {
  if (Object.keys(answers).length === 0) return null;
  const json = JSON.stringify({ host, answers }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="wl-page-data">${json}</script>`;
}

/**
 * What a drawn page was drawn with: its screen, its language, the names of the queries whose
 * answers it shows (the answers are the data block's: the app makes the same views of them), and
 * whether it was drawn as a member's.
 */
export function drawnPageBlock(screen: string, lang: string, queries: string[], member = false): string {
  const json = JSON.stringify({ screen, lang, queries, ...(member ? { member } : {}) }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="wl-drawn">${json}</script>`;
}

/** What a guest's navigation gets besides index.html: the data block, and the page drawn when it can be. */
export interface GuestPage {
  block: string | null;
  drawn: (DrawnPage & { block: string }) | null;
}

/**
 * The page-data block (and the drawn page) for a navigation to a screen, or null: only a navigation
 * gets one (the copy of index.html a service worker keeps must not carry answers that go stale),
 * and only a guest's first screen can use it (the phone's session token never reaches this
 * request). A member's page (the app's view cookie says so, and their type) is drawn as that type
 * of member's, without answers; never as a guest's.
 */
export async function pageDataFor(
  app: FastifyInstance,
  request: FastifyRequest,
  settings: () => Promise<PageSettings>,
  budgetMs = PAGE_DATA_BUDGET_MS,
  cache?: PageDataCache<GuestPage>,
  drawer?: PageDrawer,
): Promise<GuestPage | null> {
  if (request.headers['sec-fetch-mode'] !== 'navigate') return null;
  const [path, search = ''] = request.url.split('?');
  const host = request.headers.host ?? '';
  const view = readViewCookie(request.headers.cookie);
  const userAgent = String(request.headers['user-agent'] ?? '');
  const framed = request.headers['sec-fetch-dest'] === 'iframe';
  try {
    const current = await settings();
    const compute = async (): Promise<GuestPage> => {
      // A member whose type the device did not say: the app draws the page, with its own answers.
      if (view.member && view.memberType === null) return { block: null, drawn: null };
      const member = view.member && view.memberType !== null ? { type: view.memberType } : null;
      const stored = view.language ?? undefined;
      const page = member ? memberPage(path, search, current, member.type, stored) : await pageAnswers(app, request.ip, path, search, current, budgetMs, stored);
      const block = pageDataBlock(host, page.answers);
      // The drawn page's own block: what it was drawn with, for the app to start from the same
      // (a member's shows no answers: the app asks for theirs, so it draws the page again).
      const drawnWith = (drawn: DrawnPage | null) => (drawn ? { ...drawn, block: drawnPageBlock(page.screen!, page.lang, member ? [] : Object.keys(page.views), member !== null) } : null);
      // The studio's preview (the app's only frame) follows the operator's drafts: the app draws it.
      const draw = drawer && page.screen && !framed;
      const drawn = draw
        ? drawnWith(await drawer.draw({
            url: request.url,
            etag: current.layouts.etag,
            documents: current.layouts.documents,
            template: { templateId: current.templateId, merchantCode: current.merchantCode, parameters: current.template },
            flags: current.flags,
            language: page.lang,
            data: page.views,
            userAgent,
            downloadBarHidden: view.downloadBarHidden,
            member,
          }))
        : null;
      return { block, drawn };
    };
    if (!cache) return await compute();
    // Everything the page depends on: the same key is the same page for every guest.
    const device = detectDevice({ userAgent, search });
    const key = JSON.stringify([host, current.merchantCode, current.layouts.etag, current.status, current.flags, current.template, path, search, view, device, framed]);
    return await cache.get(key, compute);
  } catch (error) {
    // The page asks for its data itself: slower, never wrong.
    request.log.warn({ err: error }, 'page data: the first screen goes without');
    return null;
  }
}
