import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { type Call, callKey } from '../contract/call';

/** Where the API's published schema lives, beside the layout schemas (schemas/api/calls.schema.json). */
export const API_SCHEMA_FILE = 'api/calls.schema.json';

/**
 * The published schema of every call under contract, for integrators: under `$defs`, one entry per
 * "METHOD /path" with its summary, how its body travels, and the JSON Schemas of its input (path
 * params, query or body, as sent) and of the answer's `value` (as the platform sends it). Made from
 * src/contract, the same schemas the client and the platform run.
 */
export function buildApiSchema(calls: readonly Call[]): Record<string, unknown> {
  const sorted = [...calls].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  const defs = Object.fromEntries(
    sorted.map((call) => [
      callKey(call),
      {
        description: call.summary,
        type: 'object',
        properties: {
          method: { const: call.method },
          path: { const: call.path },
          body: { const: call.body ?? 'json' },
          input: asJsonSchema(call.input),
          answer: asJsonSchema(call.answer),
        },
      },
    ]),
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://schemas.wl-mobile.dev/api/1.0/calls.schema.json',
    title: 'Platform API calls',
    description:
      'Every /wps, /lgw and /ops call: its input (path params, then the query of a GET or DELETE, or the body) and the `value` of its success envelope { success: true, value }. Failures are { success: false, errorCode, message, data? }.',
    $defs: defs,
  };
}

/** A schema as sent over the wire: the input side of transforms; what JSON Schema cannot say (a refinement) is left open. */
function asJsonSchema(schema: $ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

export const CALL_INDEX_START = '<!-- call index: made by npm run schemas from src/contract -->';
export const CALL_INDEX_END = '<!-- end of call index -->';

const WHO = { session: 'member', ops: 'operator' } as const;

/** The call index of docs/api-contract.md: every call of the contract, who may make it and what it does, in path order. */
export function callIndexMarkdown(calls: readonly Call[]): string {
  const rows = [...calls]
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((call) => `| \`${callKey(call)}\` | ${call.auth ? WHO[call.auth] : 'anyone'} | ${call.summary.replace(/\|/g, '\\|')} |`);
  return ['| Call | Who | What it does |', '| --- | --- | --- |', ...rows].join('\n');
}

/** The document with its call index made again from the contract (between the two markers). */
export function withCallIndex(docs: string, calls: readonly Call[]): string {
  const start = docs.indexOf(CALL_INDEX_START);
  const end = docs.indexOf(CALL_INDEX_END);
  if (start < 0 || end < start) throw new Error('docs/api-contract.md has no call index markers');
  return `${docs.slice(0, start + CALL_INDEX_START.length)}\n${callIndexMarkdown(calls)}\n${docs.slice(end)}`;
}
