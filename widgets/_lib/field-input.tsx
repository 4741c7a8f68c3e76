import type { InputHTMLAttributes } from 'react';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange' | 'placeholder' | 'required'>;

export interface FieldInputProps extends NativeInput {
  inputId: string;
  name: string;
  /** Visible label text; when empty the placeholder (or name) becomes the accessible name. */
  label: string;
  placeholder: string;
  value: unknown;
  error?: string;
  required?: boolean;
  /** Codes and captchas: numeric keypad, and pasted spaces or letters are dropped, not sent. */
  digitsOnly?: boolean;
  /** The field shows a hint (FieldFrame's `hint`): the input is described by it too. */
  hasHint?: boolean;
  /** Writes the form value and raises the node's `change` event. */
  onValue: (value: string) => void;
}

/**
 * The text input every field widget shares: one place for the accessible name, required/invalid
 * state and the link to the error message, so the fields cannot drift apart.
 */
export function FieldInput({ inputId, name, label, placeholder, value, error, required, digitsOnly, hasHint, maxLength, onValue, ...native }: FieldInputProps) {
  return (
    <input
      {...(digitsOnly ? { type: 'text', inputMode: 'numeric' as const, pattern: '[0-9]*' } : {})}
      {...native}
      id={inputId}
      className="wl-field__input"
      name={name}
      placeholder={placeholder}
      maxLength={maxLength}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      aria-label={label ? undefined : placeholder || name}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={[error ? `${inputId}-error` : '', hasHint ? `${inputId}-hint` : ''].filter(Boolean).join(' ') || undefined}
      onChange={(event) => {
        const typed = event.target.value;
        onValue(digitsOnly ? typed.replace(/\D+/g, '').slice(0, maxLength) : typed);
      }}
    />
  );
}
