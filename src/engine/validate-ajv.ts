/**
 * Server and CLI only: ajv compiles validators with `new Function`, which the client's CSP
 * refuses. The client parses with zod (parse.ts) instead.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import layoutSchema from '../../schemas/layout.schema.json';
import screenSchema from '../../schemas/screen.schema.json';
import fragmentSchema from '../../schemas/fragment.schema.json';
import routesSchema from '../../schemas/routes.schema.json';
import chromeSchema from '../../schemas/chrome.schema.json';
import nodeSchema from '../../schemas/node.schema.json';
import conditionSchema from '../../schemas/condition.schema.json';
import actionSchema from '../../schemas/action.schema.json';
import callSchema from '../../schemas/call.schema.json';
import actionsDocSchema from '../../schemas/actions.schema.json';
import textsDocSchema from '../../schemas/texts.schema.json';
import templatesDocSchema from '../../schemas/templates.schema.json';
import type { LayoutDocument, LayoutIssue } from './types';
import { formatAjvErrors } from './ajv/format-errors';
import { checkFieldRules } from './ajv/semantic-checks';
import { templateSchemaIssues, withStandIns } from './ajv/template-checks';
import { checkLayoutLimits } from './limits';
import { checkSchemaVersion } from './version';

export type AjvResult = { ok: true; doc: LayoutDocument } | { ok: false; issues: LayoutIssue[] };

/** `documents`: the bundle the document joins, for the templates it uses (none: only its own). */
export type LayoutValidator = (doc: unknown, documents?: Readonly<Record<string, unknown>>) => AjvResult;

/**
 * Builds a validator over a set of published schemas (by file name, as buildSchemas returns
 * them); the entry point is layout.schema.json. Strict ajv: the schemas must be clean too.
 */
export function createLayoutValidator(schemas: Record<string, object>): LayoutValidator {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictTypes: false });
  addFormats(ajv);
  for (const [file, schema] of Object.entries(schemas)) if (file !== 'layout.schema.json') ajv.addSchema(schema);
  const validate: ValidateFunction = ajv.compile(schemas['layout.schema.json']);
  const run = (doc: unknown): LayoutIssue[] => {
    const documentId = documentIdOf(doc);
    if (validate(doc)) return [];
    return formatAjvErrors(validate.errors ?? []).map((problem) => ({ documentId, ...problem }));
  };
  return (doc, documents = {}) => {
    const documentId = documentIdOf(doc);
    // Before ajv walks it: a document nested thousands deep would overflow its recursion.
    const tooBig = checkLayoutLimits(doc, documentId);
    if (tooBig.length) return { ok: false, issues: tooBig };
    // One rule for versions: what is published is what this build understands. A newer minor is for
    // a newer build (the app, meeting one anyway, renders what it knows: parse.ts).
    const version = doc && typeof doc === 'object' ? checkSchemaVersion((doc as { schemaVersion?: unknown }).schemaVersion) : undefined;
    if (version?.status === 'newer-minor') {
      return { ok: false, issues: [{ documentId, path: '/schemaVersion', message: `${version.message.split(':')[0]}: publish it once the server runs a build that supports it` }] };
    }
    const subject = withStandIns(doc);
    const issues: LayoutIssue[] = [...run(subject), ...templateSchemaIssues(subject, documents, run)];
    for (const problem of checkFieldRules(doc)) issues.push({ documentId, ...problem });
    return issues.length ? { ok: false, issues } : { ok: true, doc: doc as LayoutDocument };
  };
}

let published: LayoutValidator | null = null;

function documentIdOf(doc: unknown): string {
  const id = doc && typeof doc === 'object' ? (doc as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? id : '(unknown)';
}

/**
 * Checks a layout document against the published schemas (schemas/, compiled once). Stricter than the runtime parser on
 * purpose: unknown widget types, unknown properties and unknown rule names are errors here,
 * because integrators want to hear about them before the app quietly drops them.
 */
export function validateLayoutDocument(doc: unknown, documents?: Readonly<Record<string, unknown>>): AjvResult {
  published ??= createLayoutValidator({
    'layout.schema.json': layoutSchema,
    'screen.schema.json': screenSchema,
    'fragment.schema.json': fragmentSchema,
    'routes.schema.json': routesSchema,
    'chrome.schema.json': chromeSchema,
    'node.schema.json': nodeSchema,
    'condition.schema.json': conditionSchema,
    'action.schema.json': actionSchema,
    'call.schema.json': callSchema,
    'actions.schema.json': actionsDocSchema,
    'texts.schema.json': textsDocSchema,
    'templates.schema.json': templatesDocSchema,
  });
  return published(doc, documents);
}
