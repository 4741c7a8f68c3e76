/**
 * Reads the published JSON Schemas (the ones integrators validate against) to say what may come
 * at a place in a document: the keys an object may have, the values a key may take, and their
 * descriptions. Branches (`if`/`then` on a node's `type`, an action's `do`, a document's `kind`)
 * are chosen from the literal values already written in that object.
 */
export type Schema = Record<string, unknown> & {
  $id?: string;
  $ref?: string;
  properties?: Record<string, Schema | boolean>;
  items?: Schema | boolean;
  additionalProperties?: Schema | boolean;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  if?: Schema;
  then?: Schema;
  else?: Schema;
  enum?: unknown[];
  const?: unknown;
  description?: string;
  required?: string[];
};

interface Located {
  schema: Schema;
  /** The file the schema sits in ($id), for its relative and local $refs. */
  base: string;
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

export class SchemaSet {
  private readonly byId = new Map<string, Schema>();

  constructor(schemas: Schema[]) {
    for (const schema of schemas) if (schema.$id) this.byId.set(schema.$id, schema);
  }

  root(id: string): Located | null {
    const found = [...this.byId.entries()].find(([key]) => key.endsWith(`/${id}`));
    return found ? { schema: found[1], base: found[0] } : null;
  }

  private resolve(ref: string, base: string): Located | null {
    const [file, fragment = ''] = ref.split('#');
    const target = file ? new URL(file, base).href : base;
    let schema: unknown = this.byId.get(target);
    for (const segment of fragment.split('/').filter(Boolean)) schema = isSchema(schema) ? schema[segment.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return isSchema(schema) ? { schema, base: target } : null;
  }

  /** The schema with its $refs followed and its allOf / anyOf / oneOf / chosen if-branches laid flat. */
  flatten(located: Located, literals: Record<string, unknown>, depth = 0): Located[] {
    if (depth > 24) return [];
    const { schema, base } = located;
    const out: Located[] = [located];
    const follow = (child: unknown) => (isSchema(child) ? this.flatten({ schema: child, base }, literals, depth + 1) : []);
    if (schema.$ref) {
      const target = this.resolve(schema.$ref, base);
      if (target) out.push(...this.flatten(target, literals, depth + 1));
    }
    for (const list of [schema.allOf, schema.anyOf, schema.oneOf]) for (const child of list ?? []) out.push(...follow(child));
    if (schema.if) out.push(...follow(matches(schema.if, literals) ? schema.then : schema.else));
    return out;
  }

  /** What a key or an index of a value described by `located` is described by. */
  child(located: Located[], segment: string): Located[] {
    const out: Located[] = [];
    for (const { schema, base } of located) {
      const named = schema.properties?.[segment];
      if (isSchema(named)) out.push({ schema: named, base });
      else if (!named && /^\d+$/.test(segment) && isSchema(schema.items)) out.push({ schema: schema.items, base });
      else if (!named && isSchema(schema.additionalProperties)) out.push({ schema: schema.additionalProperties, base });
    }
    return out;
  }
}

/** A minimal `if`: `properties` with `const` / `enum` / `true`, and `required`, against the literals. */
function matches(condition: Schema, literals: Record<string, unknown>): boolean {
  for (const key of condition.required ?? []) if (!(key in literals)) return false;
  for (const [key, rule] of Object.entries(condition.properties ?? {})) {
    if (!(key in literals) || !isSchema(rule)) continue;
    if ('const' in rule && rule.const !== literals[key]) return false;
    if (Array.isArray(rule.enum) && !rule.enum.includes(literals[key])) return false;
  }
  return true;
}

/** The keys the flattened schemas name, each with the first description found. */
export function keysOf(located: Located[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const { schema } of located) {
    for (const [key, value] of Object.entries(schema.properties ?? {})) {
      const description = isSchema(value) ? (value.description ?? '') : '';
      if (!keys.has(key) || (!keys.get(key) && description)) keys.set(key, description);
    }
  }
  return keys;
}

/** The values a key may take (`enum` and `const`), in order, without repeats. */
export function valuesOf(located: Located[]): unknown[] {
  const values: unknown[] = [];
  for (const { schema } of located) {
    for (const value of schema.enum ?? []) if (!values.includes(value)) values.push(value);
    if ('const' in schema && !values.includes(schema.const)) values.push(schema.const);
  }
  return values;
}

export const descriptionOf = (located: Located[]) => located.map((l) => l.schema.description).find((d) => typeof d === 'string' && d) ?? '';
export type { Located };
