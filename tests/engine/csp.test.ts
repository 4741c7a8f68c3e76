import { afterAll, describe, expect, test } from 'vitest';

// The client runs under a CSP without unsafe-eval. Record (and refuse) every `new Function` the
// engine's modules try, as such a browser would, before they are even loaded.
const attempts: string[] = [];
const RealFunction = globalThis.Function;
globalThis.Function = new Proxy(RealFunction, {
  construct(_target, args) {
    attempts.push(String(args[args.length - 1] ?? '').slice(0, 60));
    throw new EvalError('refused by the content security policy');
  },
  apply(_target, _this, args) {
    attempts.push(String(args[args.length - 1] ?? '').slice(0, 60));
    throw new EvalError('refused by the content security policy');
  },
});
afterAll(() => {
  globalThis.Function = RealFunction;
});

describe('engine under a strict CSP', () => {
  test('parsing, resolving and validating never construct functions', async () => {
    const { parseLayoutDocument } = await import('../../src/engine/parse');
    const { resolveTree } = await import('../../src/engine/resolve');
    const { buildContext } = await import('../../src/engine/build-context');
    const { validateForm } = await import('../../src/engine/rules');
    const doc = {
      schemaVersion: '1.0', kind: 'screen', id: 'login',
      root: { type: 'Stack', when: { var: 'flags.X' }, children: [{ type: 'Text', props: { text: 'a' } }] },
    };
    for (let round = 0; round < 3; round += 1) {
      const parsed = parseLayoutDocument(doc);
      expect(parsed.ok).toBe(true);
      if (parsed.ok && parsed.doc.kind === 'screen') {
        const ctx = buildContext({ flags: { X: true } });
        resolveTree(parsed.doc.root, ctx, { validate: (_type, props) => ({ ok: true, props }) }, 'login');
      }
      validateForm([{ name: 'username', rule: 'loginUsername' }], { username: 'demo' });
    }
    expect(attempts).toEqual([]);
  });
});
