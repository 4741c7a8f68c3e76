import { signal } from '@preact/signals-react';

/**
 * Global UI state: toasts, the confirm dialog, the loading overlay and page-level modals.
 * Texts may be i18n keys ("t:in_please_wait") or literal text (server messages); views resolve
 * them with useText().
 */

/** Spec durations: short toast 3 s, long 8 s. */
export const TOAST_SHORT_MS = 3000;
export const TOAST_LONG_MS = 8000;
/** Loading messages stay up to 9999 s unless hidden sooner. */
export const LOADING_MAX_MS = 9_999_000;

export interface Toast {
  id: number;
  text: string;
  params?: Record<string, unknown>;
  duration: number;
}

export const toasts = signal<Toast[]>([]);
let nextToastId = 1;

export function showToast(text: string, options: { duration?: number; params?: Record<string, unknown> } = {}): number {
  // The same message twice at once (several calls failing for one reason) is shown once.
  const same = toasts.value.find((t) => t.text === text && JSON.stringify(t.params) === JSON.stringify(options.params));
  if (same) return same.id;
  const id = nextToastId++;
  const duration = options.duration ?? TOAST_SHORT_MS;
  toasts.value = [...toasts.value, { id, text, params: options.params, duration }];
  setTimeout(() => dismissToast(id), duration);
  return id;
}

export function dismissToast(id: number): void {
  if (toasts.value.some((t) => t.id === id)) toasts.value = toasts.value.filter((t) => t.id !== id);
}

export interface DialogOptions {
  text: string;
  title?: string;
  confirmText?: string;
  /** null: an alert, with the confirm button only. */
  cancelText?: string | null;
  params?: Record<string, unknown>;
}

export interface DialogState extends DialogOptions {
  id: number;
  /** Called by the dialog view with the player's answer. */
  answer: (confirmed: boolean) => void;
}

export const dialog = signal<DialogState | null>(null);
let nextDialogId = 1;

/**
 * Shows the confirm dialog and resolves with the answer. A second dialog replaces the first,
 * which then resolves false (the player never agreed to it).
 */
export function confirmDialog(options: DialogOptions): Promise<boolean> {
  dialog.value?.answer(false);
  return new Promise<boolean>((resolve) => {
    const id = nextDialogId++;
    dialog.value = {
      ...options,
      id,
      answer: (confirmed) => {
        if (dialog.value?.id === id) dialog.value = null;
        resolve(confirmed);
      },
    };
  });
}

export interface LoadingState {
  text: string;
  id: number;
}

export const loading = signal<LoadingState | null>(null);
let nextLoadingId = 1;
let loadingTimer: ReturnType<typeof setTimeout> | undefined;

export function showLoading(text: string, timeoutMs = LOADING_MAX_MS): void {
  const id = nextLoadingId++;
  loading.value = { text, id };
  clearTimeout(loadingTimer);
  loadingTimer = setTimeout(() => {
    if (loading.value?.id === id) loading.value = null;
  }, timeoutMs);
}

export function hideLoading(): void {
  clearTimeout(loadingTimer);
  loading.value = null;
}

/** Page-level modal flags: side panels, provider picker, game filter, download popup… */
export const modals = signal<Record<string, boolean>>({});

export function toggleModal(name: string, open?: boolean): void {
  const next = open ?? !modals.value[name];
  modals.value = { ...modals.value, [name]: next };
}

export function closeAllModals(): void {
  if (Object.values(modals.value).some(Boolean)) modals.value = {};
}
