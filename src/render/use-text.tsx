import i18next, { type TFunction } from 'i18next';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Layout strings that start with "t:" are i18n keys; anything else is shown as written. A key may
 * carry a fallback after "|" for keys made from data ("t:games_classify_BJ|BJ").
 */
export const TEXT_KEY_PREFIX = 't:';

export function isTextKey(value: string): boolean {
  return value.startsWith(TEXT_KEY_PREFIX);
}

export type TextResolver = (value: string | undefined, params?: Record<string, unknown>) => string;

const TranslateContext = createContext<{ t: TFunction; language: string } | null>(null);

/**
 * The current language's `t` for everything below, from one subscription to i18next. Each widget
 * asking react-i18next itself cost about half of a large screen's render time (measured: a
 * 1,000-node layout), so the renderer subscribes once per document and views read it from here.
 */
export function TranslateProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const value = useMemo(() => ({ t, language: i18n.language }), [t, i18n.language]);
  return <TranslateContext.Provider value={value}>{children}</TranslateContext.Provider>;
}

/** `t` and the language (the provider's, else i18next's own: component tests, tools). */
export function useT(): { t: TFunction; language: string } {
  return useContext(TranslateContext) ?? { t: i18next.t.bind(i18next) as TFunction, language: i18next.language };
}

export function useText(): TextResolver {
  const { t } = useT();
  return (value, params) => {
    if (!value) return '';
    if (!isTextKey(value)) return value;
    // "t:key|fallback": a key built from server data (a classify code) shows the fallback when unknown.
    const bar = value.indexOf('|');
    if (bar < 0) return String(t(value.slice(TEXT_KEY_PREFIX.length), params ?? {}));
    return String(t(value.slice(TEXT_KEY_PREFIX.length, bar), { ...params, defaultValue: value.slice(bar + 1) }));
  };
}

/**
 * Interpolation params as the player reads them: a value that is itself a text key (a field's
 * label, "t:funds_channel_bank|Bank") is translated; a missing value reads as empty text.
 */
export function textParams(text: TextResolver, params: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, typeof value === 'string' && isTextKey(value) ? text(value) : (value ?? '')]));
}
