import type { input } from 'zod/v4/core';
import { type Call, type CallAnswer, pathParams } from '../contract/call';
import { api, call, type CallOptions } from './client';

/**
 * Sends one call of the contract (src/contract): the `:name` parts of its path are filled from
 * `input`, the rest goes as the query (GET, DELETE, and the fields a call with a body names in
 * `query`) or the body (JSON, or form when the call says so; the one field `bodyField` names when
 * the body is a single value); the answer is parsed with the call's own answer schema. The server
 * checks the input.
 */
export function request<C extends Call>(contract: C, input: input<C['input']>, options?: number | CallOptions): Promise<CallAnswer<C>> {
  // Those bodies are made by their own senders (encryptedCall, an upload's form data).
  if (contract.body === 'encrypted' || contract.body === 'multipart') throw new Error(`${contract.path} sends a ${contract.body} body: use its own sender`);
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown> | undefined) };
  let path: string = contract.path;
  for (const name of pathParams(contract.path)) {
    path = path.replace(`:${name}`, encodeURIComponent(String(rest[name])));
    delete rest[name];
  }
  const inQuery = contract.method === 'GET' || contract.method === 'DELETE' ? Object.keys(rest) : (contract.query ?? []);
  const query = definedOnly(Object.fromEntries(inQuery.map((key) => [key, rest[key]])));
  for (const key of inQuery) delete rest[key];
  const body = contract.bodyField ? rest[contract.bodyField] : definedOnly(rest);
  return call(
    contract.answer,
    (signal) => {
      const base = api().options({ signal }).query(query);
      if (contract.method === 'GET') return base.get(path).json();
      if (contract.method === 'DELETE') return base.delete(path).json();
      if (contract.body === 'form') return base.formUrl(body as Record<string, string>).post(undefined, path).json();
      if (contract.method === 'PUT') return base.put(body, path).json();
      return contract.method === 'PATCH' ? base.patch(body, path).json() : base.post(body, path).json();
    },
    options,
  ) as Promise<CallAnswer<C>>;
}

/** A query or body without its unset fields (an optional param left out is not sent as "undefined"). */
function definedOnly(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
