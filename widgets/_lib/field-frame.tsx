import type { ReactNode } from 'react';
import { isTextKey, TEXT_KEY_PREFIX, textParams, useT, useText } from '../../src/render/use-text';
import './field.css';

/**
 * Field errors in the screen store are i18n keys written by form.validate ("t:rules_required",
 * with interpolation values in errorParams); a plain sentence (a server message) is shown as is.
 */
export function useErrorText(): (error: unknown, params?: Record<string, unknown>) => string {
  const { t } = useT();
  // A param that is itself a text key (the field's label) reads in the player's language.
  const text = useText();
  const translated = (params?: Record<string, unknown>) => textParams(text, params);
  return (error, params) => {
    if (typeof error === 'string') {
      if (!isTextKey(error)) return error;
      const key = error.slice(TEXT_KEY_PREFIX.length);
      return String(t(key, { ...translated(params), defaultValue: key }));
    }
    if (error && typeof error === 'object' && 'key' in error) {
      const { key, params } = error as { key: string; params?: Record<string, unknown> };
      return String(t(key, { ...translated(params), defaultValue: key }));
    }
    return '';
  };
}

interface FieldFrameProps {
  inputId: string;
  label?: string;
  required?: boolean;
  error?: string;
  /** Help text under the field, announced with it (FieldInput's aria-describedby names it). */
  hint?: string;
  /** The field draws its own frame (a slider, a picture grid): no input box around it. */
  bare?: boolean;
  children: ReactNode;
}

/** Label, input row and error line shared by every form field, wired for screen readers. */
export function FieldFrame({ inputId, label, required, error, hint, bare, children }: FieldFrameProps) {
  return (
    <div className={error ? 'wl-field wl-field--invalid' : 'wl-field'}>
      {label ? (
        <label className="wl-field__label" htmlFor={inputId}>
          {label}
          {required ? <span className="wl-field__required" aria-hidden="true"> *</span> : null}
        </label>
      ) : null}
      {bare ? children : <div className="wl-field__row">{children}</div>}
      {hint ? (
        <p className="wl-field__hint" id={`${inputId}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="wl-field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Stable DOM id for a field input, unique per form name and field name. */
export function fieldInputId(name: string, nodePath: string): string {
  return `f-${name}-${nodePath.replace(/[^a-zA-Z0-9]+/g, '-')}`;
}
