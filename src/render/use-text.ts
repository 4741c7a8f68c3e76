import { useTranslation } from 'react-i18next';

/** Layout strings that start with "t:" are i18n keys; anything else is shown as written. */
export const TEXT_KEY_PREFIX = 't:';

export function isTextKey(value: string): boolean {
  return value.startsWith(TEXT_KEY_PREFIX);
}

export type TextResolver = (value: string | undefined, params?: Record<string, unknown>) => string;

export function useText(): TextResolver {
  const { t } = useTranslation();
  return (value, params) => {
    if (!value) return '';
    return isTextKey(value) ? String(t(value.slice(TEXT_KEY_PREFIX.length), params ?? {})) : value;
  };
}
