import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import type { GuestPage } from './page-data';
import { pickEncoding } from '../http/encoding';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Strict policy for HTML answers: no inline or eval'd script anywhere in the client. Only pages of
 * this origin may frame the app: the studio's preview shows the real app in a phone frame.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client under /m/ with an SPA fallback: any GET that is not a file answers
 * index.html so client-side routes survive reloads (but a missing /m/assets/ file is a 404). Checked per request so a build made after
 * the server started is picked up.
 */
export interface ClientOptions {
  sourceMaps?: boolean;
  /** A data block for index.html on this request (a guest's first screen with its answers), and the page drawn, or null. */
  pageData?: (request: FastifyRequest) => Promise<GuestPage | null>;
}

export async function registerClient(app: FastifyInstance, clientDir: string, options: ClientOptions = {}): Promise<void> {
  // preCompressed: the build writes .br/.gz beside each asset (src/cli/precompress.ts); players on
  // slow networks get those when their browser accepts them, with no per-request compression cost.
  await app.register(fastifyStatic, { root: clientDir, serve: false, preCompressed: true });

  const serve = async (path: string, reply: FastifyReply, request: FastifyRequest) => {
    if (!existsSync(join(clientDir, 'index.html'))) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The client is not built yet. Run `npm run build` (or `npm start`, which builds first), then reload.');
    }
    // The build writes source maps for debugging; players (and anyone else) do not get the sources.
    const hidden = !options.sourceMaps && /\.map$/.test(path.split('?')[0]);
    const file = hidden ? null : resolveFile(clientDir, path);
    if (file && !file.endsWith('index.html')) {
      // The service worker is checked on every visit so a new build reaches players at once.
      const cache = file.startsWith(`assets${sep}`) || file.startsWith('assets/') ? IMMUTABLE : file === 'sw.js' ? 'no-cache' : 'public, max-age=300';
      reply.header('Cache-Control', cache);
      if (file.endsWith('.html')) reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      return reply.sendFile(file, { cacheControl: false });
    }
    // A missing hashed asset is a stale tab asking for an old build's chunk: answering index.html
    // would fail as a script with a confusing MIME error, so it is a clear 404 instead.
    if (/^assets\//.test(path)) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(`No such file: /m/${path.split('?')[0]} (the app was updated; reload the page)`);
    }
    reply.header('Cache-Control', 'no-cache');
    reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    reply.header('X-Content-Type-Options', 'nosniff');
    const page = (await options.pageData?.(request)) ?? null;
    if (!page?.block && !page?.drawn) return reply.type('text/html; charset=utf-8').sendFile('index.html', { cacheControl: false });
    // Answers of this moment: never kept, never revalidated into another moment's copy.
    reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    const composed = composedPage(indexHtml(clientDir), page, () => builtStylesheets(clientDir));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send((composed.encoded.identity ??= Buffer.from(composed.html)));
    composed.encoded[encoding] ??= compress(composed.html, encoding);
    return reply.header('Content-Encoding', encoding).send(composed.encoded[encoding]);
  };

  app.get('/', (req, reply) => serve('', reply, req));
  app.get('/m', (req, reply) => serve('', reply, req));
  app.get('/m/', (req, reply) => serve('', reply, req));
  app.get<{ Params: { '*': string } }>('/m/*', (req, reply) => serve(req.params['*'] ?? '', reply, req));
}

/**
 * A guest page is shared by every guest for a few seconds (page-data-cache.ts): it is put into
 * index.html, and compressed, once for all of them rather than once a request (a drawn home is a
 * few hundred KB of HTML).
 */
interface ComposedPage {
  index: string;
  html: string;
  /** Each encoding (and the bytes as they are) made when first asked for. */
  encoded: Partial<Record<'br' | 'gzip' | 'identity', Buffer>>;
}
const composed = new WeakMap<GuestPage, ComposedPage>();
function composedPage(index: string, page: GuestPage, stylesheets: () => string[]): ComposedPage {
  const kept = composed.get(page);
  if (kept?.index === index) return kept;
  const made = { index, html: withGuestPage(index, page, page.drawn ? stylesheets() : []), encoded: {} };
  composed.set(page, made);
  return made;
}

/** Quality 6: within a few per cent of the smallest, at a seventh of the time (the platform's one thread waits). */
function compress(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }) : gzipSync(html, { level: 6 });
}

/**
 * index.html with a guest's page: the data block before </body>; when drawn, the page inside #root
 * (in place of the boot spinner, inert until the app has taken it over), the merchant's colours on
 * <html> and its title, and a marker the app reads to hydrate the page instead of drawing it again.
 */
export function withGuestPage(html: string, page: GuestPage, stylesheets: string[] = []): string {
  let out = html;
  if (page.drawn) {
    const { html: root, style, title } = page.drawn;
    const rootAt = /<div id="root">[\s\S]*?<!--\/root-->/;
    if (rootAt.test(out)) {
      // The drawn page holds widgets whose styles the app fetches with their code: all of them come
      // with the page (about 7 KB gzip), or it would paint unstyled and jump as they arrive. The app
      // sees them in the page and does not fetch them again.
      const links = stylesheets.filter((href) => !out.includes(`href="${href}"`)).map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`);
      if (links.length) out = out.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
      // Inert until the app has taken it over: a tap or a typed letter before then would be lost.
      out = out.replace(rootAt, () => `<div id="root" data-drawn="1" inert>${root}</div><!--/root-->`);
      out = out.replace(/<html([^>]*)>/, (_all, attributes: string) => `<html${attributes}${style ? ` style="${escapeAttribute(style)}"` : ''}>`);
      if (title) out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(title)}</title>`);
    }
  }
  const blocks = [page.block, rootDrawn(out) ? page.drawn?.block : null].filter(Boolean).join('\n  ');
  if (blocks) out = out.replace('</body>', () => `  ${blocks}\n  </body>`);
  return out;
}

const rootDrawn = (html: string) => html.includes('<div id="root" data-drawn="1" inert>');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Every stylesheet of the build, as the page names it (/m/assets/…css). */
function builtStylesheets(clientDir: string): string[] {
  try {
    return readdirSync(join(clientDir, 'assets'))
      .filter((file) => file.endsWith('.css'))
      .sort()
      .map((file) => `/m/assets/${file}`);
  } catch {
    return [];
  }
}

/** The built index.html, read again only when a new build replaced it. */
let cachedIndex: { file: string; mtimeMs: number; html: string } | null = null;
function indexHtml(clientDir: string): string {
  const file = join(clientDir, 'index.html');
  const { mtimeMs } = statSync(file);
  if (cachedIndex?.file !== file || cachedIndex.mtimeMs !== mtimeMs) cachedIndex = { file, mtimeMs, html: readFileSync(file, 'utf8') };
  return cachedIndex.html;
}

/** A path inside clientDir naming an existing regular file, relative to clientDir; else null. */
function resolveFile(clientDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (!relative || relative.startsWith('..') || relative.includes(`${sep}..${sep}`)) return null;
  const full = join(clientDir, relative);
  try {
    return statSync(full).isFile() ? relative : null;
  } catch {
    return null;
  }
}
