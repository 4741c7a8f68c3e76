/**
 * The short form of a context read inside a rule: `"@member.loggedIn"` is `{"var": "member.loggedIn"}`.
 * Reads are most of what layouts' rules say (2,172 of them when this form was introduced), and the
 * long form spends ten characters of braces and quotes on each. Only a whole string of the form
 * `@` + a dotted path counts, so "@", "@ home" or "a@b.c" stay literal texts; a literal text that
 * looks like a read is written `{"cat": ["@", "name"]}`. A read with a default keeps the long form:
 * `{"var": ["state.tab", "all"]}`.
 */
const SHORT_READ = /^@([A-Za-z_$][\w$]*(?:\.[\w$-]+)*)$/;

/** The path a `"@path"` string reads, or undefined when the value is not a short read. */
export function shortReadPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.charCodeAt(0) !== 64 /* @ */) return undefined;
  return SHORT_READ.exec(value)?.[1];
}

/** The short form of `{"var": path}` when the path has one, else undefined. */
export function shortRead(path: string): string | undefined {
  const short = `@${path}`;
  return SHORT_READ.test(short) ? short : undefined;
}

/** Expanded rules by written rule: a document's rules keep their identity, so each is expanded once. */
const expanded = new WeakMap<object, unknown>();
const readsByText = new Map<string, { var: string }>();

/**
 * The rule in json-logic's own form: every short read becomes `{"var": path}`. A rule without
 * short reads is handed back as it is (the same object), so callers may compare identities.
 */
export function expandShorthand(rule: unknown): unknown {
  if (typeof rule === 'string') {
    const path = shortReadPath(rule);
    if (path === undefined) return rule;
    let read = readsByText.get(path);
    if (!read) readsByText.set(path, (read = { var: path }));
    return read;
  }
  if (rule === null || typeof rule !== 'object') return rule;
  const known = expanded.get(rule);
  if (known !== undefined) return known;
  let result: unknown = rule;
  if (Array.isArray(rule)) {
    const items = rule.map(expandShorthand);
    if (items.some((item, index) => item !== rule[index])) result = items;
  } else {
    const entries = Object.entries(rule as Record<string, unknown>);
    const values = entries.map(([, value]) => expandShorthand(value));
    if (values.some((value, index) => value !== entries[index][1])) result = Object.fromEntries(entries.map(([key], index) => [key, values[index]]));
  }
  expanded.set(rule, result);
  return result;
}

/**
 * The document with every `{"var": path}` that has a short form written as `"@path"`: the canonical
 * formatter writes reads this way. In a layout such an object only ever appears inside a rule (as
 * data it would be an object no widget accepts), so the change never alters what a document means.
 */
export function shortenReads(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shortenReads);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1 && entries[0][0] === 'var' && typeof entries[0][1] === 'string') {
    const short = shortRead(entries[0][1]);
    if (short !== undefined) return short;
  }
  return Object.fromEntries(entries.map(([key, item]) => [key, shortenReads(item)]));
}
