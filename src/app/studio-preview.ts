import { effect } from '@preact/signals-react';
import { acceptDocuments } from '../engine/accept-documents';
import type { LayoutDocument } from '../engine/types';
import { changeLanguage, setTextOverrides } from '../i18n';
import { applyThemeProperties } from '../actions/browser';
import { themeProperties } from '../engine/theme';
import { boot, layouts, template, whitelabel } from '../state/platform';
import { followHiddenNodes, highlight, nodeOfElement, type NodeRef } from './studio-inspect';

/** The window name the studio gives its preview frame. */
export const STUDIO_PREVIEW_NAME = 'studio-preview';

/** What the studio sends: drafts (expanded as the platform would serve them), switches, language. */
interface PreviewMessage {
  type: 'studio:preview';
  at: number;
  documents?: Record<string, unknown>;
  flags?: Record<string, boolean>;
  /** The template parameters as edited (colours show at once). */
  parameters?: Record<string, string>;
  language?: string;
}

/** The studio asks to outline a node, or to pick the node under the next tap. */
type InspectMessage = { type: 'studio:highlight'; node: NodeRef | null } | { type: 'studio:inspect'; on: boolean };

const typed = (data: unknown): { type?: unknown } => (typeof data === 'object' && data !== null ? (data as { type?: unknown }) : {});
const isPreview = (data: unknown): data is PreviewMessage => typed(data).type === 'studio:preview';
const isInspect = (data: unknown): data is InspectMessage => typed(data).type === 'studio:highlight' || typed(data).type === 'studio:inspect';
const toStudio = (message: Record<string, unknown>) => window.parent.postMessage(message, window.location.origin);

let picker: (event: Event) => void = () => undefined;

/** While picking, a tap names its node to the studio instead of doing what it does. */
function pickOnTap(on: boolean): void {
  const pick = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    const node = nodeOfElement(event.target as Element);
    highlight(node);
    toStudio({ type: 'studio:picked', node });
  };
  document.removeEventListener('click', picker, true);
  if (on) {
    picker = pick;
    document.addEventListener('click', picker, true);
  }
}

/**
 * The app inside the studio's phone frame renders the operator's drafts instead of the published
 * documents, with the switches and language the operator picked. Only the frame's own parent, on
 * this origin, is listened to (the app may be framed by this origin only), and nothing it sends is
 * stored: the drafts live in this page until it is closed, and players never see them.
 */
export function followStudio(): void {
  /** The documents as served; the drafts go on top of them. */
  let published: Record<string, LayoutDocument> = layouts.value;
  let applied: Record<string, LayoutDocument> | null = null;
  let last: PreviewMessage | null = null;
  const apply = () => {
    if (!last) return [];
    const accepted = acceptDocuments(last.documents ?? {}, published);
    applied = { ...published, ...accepted.docs };
    layouts.value = applied;
    const texts = applied.texts;
    setTextOverrides(texts?.kind === 'texts' ? texts.languages : {});
    return accepted.issues;
  };
  // Fresh documents arriving from the platform after a preview (a slow start) keep the drafts on top.
  effect(() => {
    const current = layouts.value;
    if (current === applied) return;
    published = current;
    apply();
  });
  followHiddenNodes((hidden) => toStudio({ type: 'studio:hidden', hidden }));
  window.addEventListener('message', (event) => {
    if (event.origin !== window.location.origin || event.source !== window.parent) return;
    if (isInspect(event.data)) {
      if (event.data.type === 'studio:inspect') pickOnTap(event.data.on);
      else toStudio({ type: 'studio:highlighted', count: highlight(event.data.node) });
      return;
    }
    if (!isPreview(event.data)) return;
    last = event.data;
    const issues = apply();
    if (last.flags) whitelabel.value = { ...last.flags };
    if (last.parameters && template.value) {
      template.value = { ...template.value, parameters: { ...last.parameters } };
      applyThemeProperties(themeProperties(last.parameters));
    }
    if (last.language) void changeLanguage(last.language);
    toStudio({ type: 'studio:applied', at: last.at, issues });
  });
  // The studio sends its drafts once the app has its published documents (a reload sends again).
  const stop = effect(() => {
    if (boot.value.phase !== 'ready') return;
    toStudio({ type: 'studio:ready', path: window.location.pathname + window.location.search });
    queueMicrotask(() => stop());
  });
}
