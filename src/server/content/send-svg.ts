import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../http/reply';

/** Sends generated SVG with a content ETag; a matching If-None-Match gets 304 and no body. */
export function sendSvg(req: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  reply.header('ETag', etag).header('Cache-Control', 'public, max-age=3600').header('X-Content-Type-Options', 'nosniff');
  const match = req.headers['if-none-match'];
  if (typeof match === 'string' && match.split(',').some((t) => t.trim() === etag)) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** "<name>.svg" -> name, or a 404 for anything else. */
export function svgName(file: string): string {
  const match = /^(.+)\.svg$/.exec(file);
  if (!match) fail(404, 'media.notFound', `No image ${file}`);
  return match[1];
}
