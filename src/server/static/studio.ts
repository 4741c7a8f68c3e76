import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { CONTENT_SECURITY_POLICY } from './client';

/** The studio is never framed (its buttons publish to players); otherwise the app's strict policy. */
const STUDIO_POLICY = CONTENT_SECURITY_POLICY.replace("frame-ancestors 'self'", "frame-ancestors 'none'");

/**
 * Serves the operator studio's build under /ops/studio/: hashed assets for a year, any other path
 * answers its index.html (the studio routes on the client). The page itself holds nothing secret:
 * every call it makes is checked by /ops's own sign-in.
 */
export async function registerStudio(app: FastifyInstance, studioDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: studioDir, serve: false });
  const serve = (path: string, reply: FastifyReply) => {
    if (!existsSync(join(studioDir, 'index.html'))) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The studio is not built yet. Run `npm run build`, then reload.');
    }
    const relative = normalize(path.split('?')[0] ?? '').replace(/^([/\\])+/, '');
    const file = relative && !relative.startsWith('..') && isFile(join(studioDir, relative)) ? relative : null;
    if (file?.startsWith('assets/')) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.sendFile(file, { cacheControl: false });
    }
    if (path.startsWith('assets/')) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('No such file (the studio was updated; reload the page)');
    reply.header('Cache-Control', 'no-cache').header('Content-Security-Policy', STUDIO_POLICY).header('X-Content-Type-Options', 'nosniff');
    return reply.type('text/html; charset=utf-8').sendFile('index.html', { cacheControl: false });
  };
  app.get('/ops/studio', (_req, reply) => reply.redirect('/ops/studio/'));
  app.get('/ops/studio/', (_req, reply) => serve('', reply));
  app.get<{ Params: { '*': string } }>('/ops/studio/*', (req, reply) => serve(req.params['*'] ?? '', reply));
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
