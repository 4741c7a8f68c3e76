import { computed, signal } from '@preact/signals-react';
import { offeredLanguages } from '../engine/languages';
import { statusFacts } from '../engine/status-facts';
import { inSlices } from '../engine/in-slices';
import type { LayoutDocument, LayoutIssue } from '../engine/types';
import type { SystemStatus } from '../api/endpoints/system/status';
import { readJson, readText, removeKey, writeJson, writeText } from './storage';

/** Merchant template: title, languages, logo, colours, footer_nav… (all parameters are strings). */
export interface TemplateInfo {
  templateId: string | number;
  merchantCode: string;
  parameters: Record<string, string>;
}

export const TEMPLATE_KEY = 'MC_TEMPLATE';
export const WHITELABEL_KEY = 'MC_WHITELABEL';
export const SYSTEM_STATUS_KEY = 'MC_SYSTEM_STATUS';
export const LAYOUT_ETAG_KEY = 'MC_LAYOUT_ETAG';
export const LAYOUT_IDS_KEY = 'MC_LAYOUT_IDS';
export const layoutKey = (id: string) => `MC_LAYOUT:${id}`;

const isObject = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

function acceptTemplate(raw: unknown): TemplateInfo | null {
  if (!isObject(raw) || typeof raw.merchantCode !== 'string' || !isObject(raw.parameters)) return null;
  const parameters: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw.parameters)) if (typeof v === 'string') parameters[k] = v;
  const templateId = typeof raw.templateId === 'number' || typeof raw.templateId === 'string' ? raw.templateId : '';
  return { templateId, merchantCode: raw.merchantCode, parameters };
}

function acceptFlags(raw: unknown): Record<string, boolean> | null {
  if (!isObject(raw)) return null;
  const flags: Record<string, boolean> = {};
  for (const [k, v] of Object.entries(raw)) flags[k] = v === true || v === 1 || v === '1' || v === 'true';
  return flags;
}

function acceptStatus(raw: unknown): SystemStatus | null {
  if (!isObject(raw) || ![0, 1, 2].includes(raw.status as number)) return null;
  if (typeof raw.maintenance !== 'boolean' || typeof raw.regionRestriction !== 'boolean') return null;
  return raw as unknown as SystemStatus;
}

/** Cached copies are shown at once on the next start while fresh ones load. */
export const template = signal<TemplateInfo | null>(readJson(TEMPLATE_KEY, acceptTemplate, null));
export const whitelabel = signal<Record<string, boolean>>(readJson(WHITELABEL_KEY, acceptFlags, {}));
export const systemStatus = signal<SystemStatus | null>(readJson(SYSTEM_STATUS_KEY, acceptStatus, null));

/** Every layout document of the merchant by id; filled by platform.boot. */
export const layouts = signal<Record<string, LayoutDocument>>({});
/**
 * On a first visit the app gets only the documents of the page it opened; these are the others
 * (id → kind), still to come with the rest of the bundle. A route whose screen is here is coming,
 * not missing.
 */
export const pendingLayouts = signal<Readonly<Record<string, string>>>({});
/** Layout problems found while loading (refused documents), for the console and operator tools. */
export const layoutIssues = signal<LayoutIssue[]>([]);

export type BootPhase = 'loading' | 'ready' | 'error';
export const boot = signal<{ phase: BootPhase; error?: string }>({ phase: 'loading' });

export function setTemplate(value: TemplateInfo): void {
  template.value = value;
  writeJson(TEMPLATE_KEY, value);
}

export function setWhitelabel(value: Record<string, boolean>): void {
  whitelabel.value = acceptFlags(value) ?? {};
  writeJson(WHITELABEL_KEY, whitelabel.value);
}

/** What the status pages show (`data.systemInfo`), worked out once per status answer, not per render. */
export const systemInfo = computed(() => statusFacts(systemStatus.value));

export function setSystemStatus(value: SystemStatus): void {
  systemStatus.value = value;
  writeJson(SYSTEM_STATUS_KEY, value);
}

/** Languages offered by the template ("CN,EN"), upper case, CN when the template says nothing. */
export function templateLanguages(info: TemplateInfo | null): string[] {
  return offeredLanguages(info?.parameters ?? {});
}

/** The ids of the stored last-good documents (without reading the documents). */
function storedLayoutIds(): string[] {
  return readJson<string[]>(LAYOUT_IDS_KEY, (raw) => (Array.isArray(raw) ? raw.filter((x) => typeof x === 'string') : null), []);
}

/** Raw last-good documents from storage; the caller re-parses them (the schema may have moved on). */
export function readStoredLayouts(): Record<string, unknown> {
  const docs: Record<string, unknown> = {};
  for (const id of storedLayoutIds()) {
    const doc = readJson<unknown>(layoutKey(id), (raw) => raw, null);
    if (doc !== null) docs[id] = doc;
  }
  return docs;
}

/**
 * Stores the accepted documents as the new last good set; false when storage refused any. Written
 * a slice at a time with `pause` between slices of about `sliceMs` (a whole bundle is ~300 KB of
 * JSON). The list of ids is written after the documents it names, and documents no longer served
 * are removed after it, so a write cut short never leaves the list naming a document it lacks.
 */
export async function storeLayouts(docs: Record<string, LayoutDocument>, pause: () => Promise<void> = async () => undefined, sliceMs = 8): Promise<boolean> {
  const previous = storedLayoutIds();
  let complete = true;
  await inSlices(
    Object.entries(docs),
    ([id, doc]) => {
      complete = writeJson(layoutKey(id), doc) && complete;
    },
    pause,
    sliceMs,
  );
  complete = writeJson(LAYOUT_IDS_KEY, Object.keys(docs)) && complete;
  for (const id of previous) if (!(id in docs)) removeKey(layoutKey(id));
  return complete;
}

export function readLayoutEtag(): string | undefined {
  return readText(LAYOUT_ETAG_KEY) ?? undefined;
}

export function writeLayoutEtag(etag: string | undefined): void {
  if (etag) writeText(LAYOUT_ETAG_KEY, etag);
  else removeKey(LAYOUT_ETAG_KEY);
}
