import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildContext } from '../../src/engine/build-context';
import { checkVisible } from '../../src/engine/conditions';
import { lintDocument, type LintCatalogue } from '../../src/engine/lint';
import { parseLayoutDocument } from '../../src/engine/parse';
import { resolveTree, type NodeTypes } from '../../src/engine/resolve';

/**
 * Property tests (fast-check, 1,000 cases each): whatever an operator or an attacker publishes,
 * parse, lint and resolve answer with issues, never an exception, and in bounded time.
 */
const RUNS = { numRuns: 1000 };
const LAYOUTS = join(__dirname, '../../layouts');
const real = ['screens/home.json', 'screens/gameList.json', 'menus/lobby.json', 'screens/register.json', 'routes.json'].map((file) => JSON.parse(readFileSync(join(LAYOUTS, file), 'utf8')) as unknown);
const catalogue: LintCatalogue = { widgets: new Map(), calls: new Map(), textKeys: new Set(), textLanguages: ['CN', 'EN'], flags: new Set(['CBS3']) };
const permissive: NodeTypes = { validate: (_type, props) => ({ ok: true, props }) };
const ctx = buildContext({ flags: { CBS3: true }, member: { loggedIn: true, type: 0 } });

/** A real document with one place replaced by arbitrary JSON (a subtree, a value, a key's content). */
const mutated = fc.tuple(fc.constantFrom(...real), fc.array(fc.nat(), { minLength: 1, maxLength: 12 }), fc.jsonValue({ maxDepth: 6 })).map(([doc, steps, replacement]) => {
  const copy = structuredClone(doc) as Record<string, unknown>;
  let node: unknown = copy;
  for (const step of steps.slice(0, -1)) {
    if (!node || typeof node !== 'object') break;
    const keys = Object.keys(node);
    if (!keys.length) break;
    const next = (node as Record<string, unknown>)[keys[step % keys.length]];
    if (!next || typeof next !== 'object') break;
    node = next;
  }
  if (node && typeof node === 'object') {
    const keys = Object.keys(node);
    if (keys.length) (node as Record<string, unknown>)[keys[steps[steps.length - 1] % keys.length]] = replacement;
  }
  return copy;
});

function survives(doc: unknown): number {
  const started = performance.now();
  const parsed = parseLayoutDocument(doc);
  lintDocument(doc, { home: doc }, catalogue);
  if (parsed.ok && 'root' in parsed.doc) resolveTree(parsed.doc.root, ctx, permissive, parsed.doc.id);
  return performance.now() - started;
}

describe('hostile and broken layouts', () => {
  it('arbitrary JSON: parse, lint and resolve never throw', () => {
    fc.assert(fc.property(fc.jsonValue({ maxDepth: 8 }), (doc) => void survives(doc)), RUNS);
  });

  it('mutated real layouts: parse, lint and resolve never throw, each within a second', () => {
    fc.assert(
      fc.property(mutated, (doc) => {
        expect(survives(doc)).toBeLessThan(1000);
      }),
      RUNS,
    );
    // Each document's bound is the property; the whole run gets time on a machine busy with other tests.
  }, 30_000);
});

describe('arbitrary rules', () => {
  const operators = ['var', '==', '!', '!!', 'and', 'or', 'if', 'in', 'cat', 'substr', 'count', 'money', 'date', 'lower', 'sortBy', 'take', 'matching', 'filterBy', 'findBy', 'pluck', 'get', 'lobbyCategories', 'lobbyVendors', 'vendorIcon', 'prizeMode', 'merge', 'filter', 'map', 'reduce', 'nope'];
  const rule: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
    rule: fc.oneof(
      { depthSize: 'small' },
      fc.jsonValue({ maxDepth: 2 }),
      fc.tuple(fc.constantFrom(...operators), fc.array(tie('rule'), { maxLength: 4 })).map(([op, args]) => ({ [op]: args })),
      fc.tuple(fc.constantFrom(...operators), tie('rule')).map(([op, arg]) => ({ [op]: arg })),
    ),
  })).rule;

  it('evaluate or report an error, never throw', () => {
    fc.assert(
      fc.property(rule, (when) => {
        const outcome = checkVisible(when as never, ctx);
        expect(typeof outcome.visible).toBe('boolean');
      }),
      RUNS,
    );
  });
});
