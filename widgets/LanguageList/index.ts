import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { LanguageListView } from './LanguageListView';

export const languageListProps = z.strictObject({
  title: textSchema.default('t:screens_language'),
  /** An accordion (collapsed behind a row showing the current language) instead of an open list. */
  collapsible: z.boolean().default(false),
});
export type LanguageListProps = z.infer<typeof languageListProps>;

export const languageListWidget = defineWidget<LanguageListProps>({
  type: 'LanguageList',
  description: "The template's languages with flag icons, the current one checked; raises \"select\" with { lang }.",
  props: languageListProps,
  events: ['select'],
  view: LanguageListView,
});
