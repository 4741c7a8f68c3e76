import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { safeParse, type input, type output } from 'zod/v4/core';
import { type Call, callKey } from '../../contract/call';
import { requireOps } from '../auth/ops';
import { requireSession } from '../auth/session';
import type { ServerDeps } from '../deps';
import { decryptedBody } from './encrypted-body';
import { HttpFailure } from './reply';
import { parseInput } from './validate';

/** What a handler answers: the success envelope of the call's answer, or the reply it already sent (a 304, a file). */
export type Served<C extends Call> = { success: true; value: input<C['answer']> } | FastifyReply;

export type CallHandler<C extends Call> = (input: output<C['input']>, request: FastifyRequest, reply: FastifyReply) => Served<C> | Promise<Served<C>>;

/**
 * Registers the route of one contract call (src/contract): the method and path come from it, the
 * input (path params, then the query of a GET/DELETE or the body) is parsed with its input schema
 * before the handler runs (a mismatch is the usual 400 naming the field), and, when the server was
 * started with checkAnswers (the tests), the answer is checked against its answer schema, so a
 * route and its contract cannot drift apart without a test failing.
 */
export function serve<C extends Call>(app: FastifyInstance, deps: ServerDeps, contract: C, handler: CallHandler<C>, options: RouteShorthandOptions = {}): void {
  const fromQuery = contract.method === 'GET' || contract.method === 'DELETE' || contract.body === 'multipart';
  app.route({
    ...options,
    // The contract test finds each route's contract here.
    config: { ...options.config, contract } as RouteShorthandOptions['config'],
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      // Who may call comes first: 401/403 before any word about the input.
      if (contract.auth === 'session') requireSession(request);
      if (contract.auth === 'ops') requireOps(request, deps, 'editor');
      const input = parseInput(contract.input, carried(contract, request, deps), contract.body === 'encrypted' ? 'payload' : fromQuery ? 'query' : 'body') as output<C['input']>;
      const served = await handler(input, request, reply);
      if (deps.config.checkAnswers && !isReply(served)) checkAnswer(contract, served.value);
      return served;
    },
  });
}

/** The input as one object: the path params, the query (of a call with a body: only the fields it names), then the body. */
function carried(contract: Call, request: FastifyRequest, deps: ServerDeps): Record<string, unknown> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const params = request.params as Record<string, unknown>;
  if (contract.method === 'GET' || contract.method === 'DELETE' || contract.body === 'multipart') return { ...query, ...params };
  const named = Object.fromEntries((contract.query ?? []).filter((key) => key in query).map((key) => [key, query[key]]));
  const body = contract.body === 'encrypted' ? decryptedBody(request, deps) : request.body;
  if (contract.bodyField) return { ...named, ...params, [contract.bodyField]: body };
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
    // A list or a bare value where fields are expected is refused, never read as "no fields".
    throw new HttpFailure(400, 'validation.failed', 'Invalid body: expected an object of fields', { issues: [{ field: 'body', message: 'expected an object of fields' }] });
  }
  // A field the contract sends in the query is taken from there only, never from the body.
  const fields = body ? Object.fromEntries(Object.entries(body).filter(([key]) => !contract.query?.includes(key))) : {};
  return { ...fields, ...named, ...params };
}

function isReply(served: unknown): served is FastifyReply {
  return typeof served === 'object' && served !== null && 'sent' in served && 'raw' in served;
}

function checkAnswer(contract: Call, value: unknown): void {
  const checked = safeParse(contract.answer, value);
  if (checked.success) return;
  const issue = checked.error.issues[0];
  const at = issue?.path.length ? issue.path.join('.') : 'value';
  throw new HttpFailure(500, 'contract.answer', `${callKey(contract)} answered outside its contract at ${at}: ${issue?.message ?? 'invalid'}`, {
    issues: checked.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  });
}
