import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { HttpFailure, MESSAGES, sendFailure } from './reply';
import { validationFailure } from './validate';
import { isStoreUnavailable } from '../data/unavailable';

/** Areas with their own answers: an unknown path inside them stays a 404. */
const SERVED_PREFIXES = ['/m', '/wps', '/lgw', '/ops', '/media', '/play', '/pay', '/assets-static'];

const wantsHtml = (accept: string | undefined) => typeof accept === 'string' && accept.includes('text/html');

/**
 * Turns every thrown error into the failure envelope. Expected failures keep their status and
 * code; malformed requests become 400; anything else is a 500 'Unknown error' with no stack
 * (the details go to the log only).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpFailure) return sendFailure(reply, error);
    if (error instanceof ZodError) return sendFailure(reply, validationFailure(error));
    const fe = error as FastifyError;
    if (fe.validation) {
      return sendFailure(reply, new HttpFailure(400, 'validation.failed', `Invalid ${fe.validationContext ?? 'input'}: ${fe.message}`));
    }
    const status = fe.statusCode ?? 500;
    if (status === 429) return sendFailure(reply, new HttpFailure(429, 'rate.limited', 'Too many requests, please try again later.'));
    if (status === 415) return sendFailure(reply, new HttpFailure(415, 'content.unsupported', `Unsupported content type: ${request.headers['content-type'] ?? 'none'}`));
    if (status === 413) {
      // The bound is said so an operator publishing a layout knows what to aim for.
      const limit = request.routeOptions.bodyLimit;
      const bound = limit ? ` (at most ${Math.round(limit / 1024)} KB)` : '';
      return sendFailure(reply, new HttpFailure(413, 'content.tooLarge', `The request body is too large${bound}`));
    }
    if (status >= 400 && status < 500) {
      return sendFailure(reply, new HttpFailure(status, 'request.invalid', `Invalid request: ${fe.message}`));
    }
    if (isStoreUnavailable(error)) {
      // Logged once per request, without the stack: the database is away, not the code wrong.
      request.log.warn(`database unavailable: ${fe.message}`);
      void reply.header('Retry-After', '2');
      return sendFailure(reply, new HttpFailure(503, 'database.unavailable', MESSAGES.tryAgainShortly));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, new HttpFailure(500, 'unknown', MESSAGES.unknown));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // A person who typed or followed a wrong address lands on the app's home instead of JSON.
    if (request.method === 'GET' && wantsHtml(request.headers.accept) && !SERVED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) {
      return reply.redirect('/m/home', 302);
    }
    return sendFailure(reply, new HttpFailure(404, 'route.notFound', `No route ${request.method} ${path}`));
  });
}
