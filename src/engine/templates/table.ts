import { isObject } from '../is-object';
import { PARAM_TYPES, type ParamSpec } from './params';

/** One named node template of a `templates` document. */
export interface TemplateDefinition {
  name: string;
  /** The templates document that defines it. */
  documentId: string;
  description?: string;
  params: Readonly<Record<string, ParamSpec>>;
  /** A layout node in which `{ "param": name }` stands for an argument. */
  node: unknown;
}

export type TemplateTable = ReadonlyMap<string, TemplateDefinition>;

/** Parameter specs as written, keeping only well-formed ones (the schema reports the rest). */
export function paramSpecs(written: unknown): Record<string, ParamSpec> {
  const specs: Record<string, ParamSpec> = {};
  if (!isObject(written)) return specs;
  for (const [name, spec] of Object.entries(written)) {
    if (isObject(spec) && (PARAM_TYPES as readonly unknown[]).includes(spec.type)) specs[name] = spec as unknown as ParamSpec;
  }
  return specs;
}

const tables = new WeakMap<object, TemplateTable>();

/**
 * Every template of a bundle by name, from its `templates` documents (in id order, so the same
 * bundle always gives the same table; a name defined twice keeps its first definition and the
 * lint reports the second).
 */
export function templateTable(documents: Readonly<Record<string, unknown>>): TemplateTable {
  const cached = tables.get(documents);
  if (cached) return cached;
  const table = new Map<string, TemplateDefinition>();
  for (const id of Object.keys(documents).sort()) {
    const doc = documents[id];
    if (!isObject(doc) || doc.kind !== 'templates' || !isObject(doc.templates)) continue;
    for (const [name, written] of Object.entries(doc.templates)) {
      if (table.has(name) || !isObject(written) || !isObject(written.node)) continue;
      const description = typeof written.description === 'string' ? written.description : undefined;
      table.set(name, { name, documentId: id, description, params: paramSpecs(written.params), node: written.node });
    }
  }
  tables.set(documents, table);
  return table;
}
