import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const languageListProps = z.strictObject({
  title: z._default(textSchema, 't:screens_language'),
  /** An accordion (collapsed behind a row showing the current language) instead of an open list. */
  collapsible: z._default(z.boolean(), false),
  /** Comma-separated language codes; by default the template's `language` parameter. */
  languages: z.optional(z.string()),
  /** The current language; by default the player's. */
  current: z.optional(z.string()),
});
export type LanguageListProps = z.infer<typeof languageListProps>;

export const languageListWidget = defineWidget<LanguageListProps>({
  type: 'LanguageList',
  description: "The template's languages with flag icons, the current one checked; raises \"select\" with { lang }.",
  props: languageListProps,
  events: ['select'],
  bind: () => ({ languages: { var: 'template.language' }, current: { var: 'lang' } }),
  load: () => import('../_lazy/shell').then((views) => ({ default: views.LanguageListView })),
});
