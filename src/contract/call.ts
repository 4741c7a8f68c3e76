import type { $ZodType, output } from 'zod/v4/core';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the platform's HTTP API, stated once: the client's requests, the server's routes, the
 * endpoint catalogue layouts name, the published schemas and the contract test all read it.
 *
 * `input` is everything the call carries, as one object: the `:name` parts of the path, then the
 * query of a GET or DELETE, or the JSON body otherwise. The server parses it (messages are the
 * spec's field errors, so they are written here); the client fills the path from it and sends the
 * rest. `answer` is the `value` of the success envelope; the server checks its own answers against
 * it when asked to (tests), the client parses every answer with it.
 */
export interface Call<I extends $ZodType = $ZodType, A extends $ZodType = $ZodType> {
  method: CallMethod;
  path: `/${string}`;
  /** One line for the reader of the catalogue. */
  summary: string;
  input: I;
  answer: A;
  /**
   * How a body travels when it is not JSON: `form` (application/x-www-form-urlencoded), or
   * `multipart` (an upload: the handler reads the parts; `input` is the path and query then), or
   * `encrypted` (RSA+AES `{ data }` with header `Encryption`; `input` is the decrypted payload).
   */
  body?: 'form' | 'multipart' | 'encrypted';
  /**
   * Who may call it: `session` (a signed-in member; narrower rules such as real members only or
   * agents only are the route's), `ops` (an operator: token or studio session). The platform checks
   * it before the input, so a caller who may not call learns nothing about the input rules.
   */
  auth?: 'session' | 'ops';
  /** For a call with a body: the input fields that travel in the query string instead (`merchant`). */
  query?: readonly string[];
  /** For a call whose body is one value rather than fields (a layout document, a list): the input field holding it. */
  bodyField?: string;
}

/** Keeps a call's exact schema types (so both sides are typed by it). */
export function defineCall<I extends $ZodType, A extends $ZodType>(call: Call<I, A>): Call<I, A> {
  return call;
}

export type CallAnswer<C extends Call> = output<C['answer']>;

/** The `:name` parts of a path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

/** The method and path as the contract test and messages name a call: "GET /wps/member/info". */
export function callKey(call: Pick<Call, 'method' | 'path'>): string {
  return `${call.method} ${call.path}`;
}
