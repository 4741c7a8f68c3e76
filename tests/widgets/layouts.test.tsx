import { propPointer, writtenProps } from '../../src/engine/node-props';
import './helpers';
import { safeParse } from 'zod/mini';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '../../widgets';
import { loadActionHandlers } from '../../src/actions/registry';

const actionHandlers = await loadActionHandlers();
import { parseLayoutDocument } from '../../src/engine/parse';
import { validateLayoutDocument } from '../../src/engine/validate-ajv';
import { withTemplatesExpanded, writtenLayouts } from '../support/repo-layouts';
import type { ActionSpec, LayoutNode } from '../../src/engine/types';

const root = join(__dirname, '../../layouts');

function layoutFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? layoutFiles(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : [],
  );
}

/** Action names agreed across the client (handlers land one file at a time). */
const AGREED_ACTIONS = new Set([
  'navigate', 'replace', 'back', 'toast', 'confirm', 'state.set', 'form.set', 'form.validate', 'modal.toggle',
  'openUrl', 'api', 'session.login', 'session.logout', 'captcha.refresh', 'slider.load', 'slider.check', 'language.set', 'remember.load',
  'balance.toggle', 'wallet.refresh', 'sms.request', 'run', 'stop', 'alert', 'form.submit', 'query.more', 'query.reload',
  'query.patch', 'throttle', 'debounce',
  'form.error', 'wait', 'once', 'serviceLink.open', 'downloadBar.hide', 'session.knownPassword', 'session.freeplay', 'scroll.to',
  'clipboard.copy', 'session.start', 'session.passwordChanged', 'status.check', 'whenIdle',
]);

const isNode = (value: unknown): value is LayoutNode => value !== null && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';

/** Every node: children, fallbacks and the node templates widgets hold in props (a list's item, its empty state…). */
function* walk(node: LayoutNode, path: string): Generator<{ node: LayoutNode; path: string }> {
  yield { node, path };
  for (const [i, child] of (node.children ?? []).entries()) yield* walk(child, `${path}/children/${i}`);
  for (const [key, prop] of Object.entries(writtenProps(node))) if (isNode(prop)) yield* walk(prop, propPointer(node, path, key));
  if (node.fallback) yield* walk(node.fallback, `${path}/fallback`);
}

/** A shipped document as the app renders it (template uses expanded). */
const expanded = (file: string): { root: LayoutNode; onEnter?: ActionSpec[] } & Record<string, unknown> =>
  withTemplatesExpanded(JSON.parse(readFileSync(file, 'utf8'))) as { root: LayoutNode } & Record<string, unknown>;

function* actionsOf(list: ActionSpec[] | undefined, path: string): Generator<{ action: ActionSpec; path: string }> {
  for (const [i, action] of (list ?? []).entries()) {
    yield { action, path: `${path}/${i}` };
    for (const key of ['then', 'else', 'onSuccess', 'onError']) {
      if (Array.isArray(action[key])) yield* actionsOf(action[key] as ActionSpec[], `${path}/${i}/${key}`);
    }
  }
}

const files = layoutFiles(root);
const mine = files.filter((file) => /[/\\](screens|menus|templates)[/\\]/.test(file));
const nodeDocuments = files.filter((file) => /[/\\](screens|menus)[/\\]/.test(file));
const byType = new Map(widgetRegistry.map((definition) => [definition.type, definition]));
const handlers = new Map(actionHandlers.map((handler) => [handler.name, handler]));

describe('layout files', () => {
  it('include the login slice', () => {
    const ids = mine.map((file) => relative(root, file).replace(/\\/g, '/')).sort();
    for (const id of ['screens/login.json', 'screens/home.json', 'screens/set.json', 'screens/maintenance.json', 'screens/regionBlocked.json',
      'menus/header.json', 'menus/rightPanel.json', 'menus/memberPopup.json', 'menus/leftPanel.json']) {
      expect(ids).toContain(id);
    }
  });

  it.each(files.map((file) => [relative(root, file), file]))('%s parses with the engine, version 1.0, with $schema', (_name, file) => {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const parsed = parseLayoutDocument(withTemplatesExpanded(json));
    expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    expect(json.schemaVersion).toBe('1.0');
    expect(json.$schema).toMatch(/schemas\/[a-z]+\.schema\.json$/);
  });

  it.each(mine.map((file) => [relative(root, file), file]))('%s passes the published JSON Schemas the server checks with', (_name, file) => {
    const result = validateLayoutDocument(JSON.parse(readFileSync(file, 'utf8')), writtenLayouts());
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it.each(mine.map((file) => [relative(root, file), file]))('%s: file name is its id, kind matches its folder', (_name, file) => {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    expect(file.endsWith(`${json.id}.json`)).toBe(true);
    expect(json.kind).toBe(file.includes('/screens/') ? 'screen' : file.includes('/templates/') ? 'templates' : 'fragment');
    expect(json.$schema).toBe(`../../schemas/${json.kind}.schema.json`);
  });

  const hasBinding = (value: unknown): boolean =>
    Array.isArray(value) ? value.some(hasBinding) : value !== null && typeof value === 'object' ? '$' in value || Object.values(value).some(hasBinding) : false;

  it.each(nodeDocuments.map((file) => [relative(root, file), file]))('%s uses only registered widgets, with valid props and known events', (_name, file) => {
    const json = expanded(file);
    const problems: string[] = [];
    for (const { node, path } of walk(json.root, '/root')) {
      const definition = byType.get(node.type);
      if (!definition) {
        problems.push(`${path}: unknown widget ${node.type}`);
        continue;
      }
      // Props with bindings are checked once computed (resolve tests) and by the published schemas.
      const props = hasBinding(writtenProps(node)) ? { success: true as const } : safeParse(definition.props, writtenProps(node));
      if (!props.success) problems.push(`${path}: ${props.error.message}`);
      for (const event of Object.keys(node.on ?? {})) {
        if (!(definition.events ?? []).includes(event)) problems.push(`${path}: ${node.type} raises no "${event}"`);
      }
      if (node.children?.length && !definition.acceptsChildren) problems.push(`${path}: ${node.type} takes no children`);
    }
    expect(problems).toEqual([]);
  });

  it.each(nodeDocuments.map((file) => [relative(root, file), file]))('%s names only agreed actions, with valid params where the handler exists', (_name, file) => {
    const json = expanded(file);
    const problems: string[] = [];
    const lists: { list: ActionSpec[]; path: string }[] = json.onEnter ? [{ list: json.onEnter, path: '/onEnter' }] : [];
    for (const { node, path } of walk(json.root, '/root')) {
      for (const [event, list] of Object.entries(node.on ?? {})) lists.push({ list: list as ActionSpec[], path: `${path}/on/${event}` });
    }
    for (const { list, path } of lists) {
      for (const { action, path: at } of actionsOf(list, path)) {
        if (!AGREED_ACTIONS.has(action.do)) problems.push(`${at}: unknown action ${action.do}`);
        const handler = handlers.get(action.do);
        if (handler) {
          // "$" params are evaluated at run time; the schema sees the evaluated value.
          const hasDynamic = Object.values(action).some((v) => v && typeof v === 'object' && '$' in (v as object));
          const result = safeParse(handler.params, action);
          if (!hasDynamic && !result.success) problems.push(`${at}: ${result.error.message}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
