import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const searchFieldProps = z.strictObject({
  /** Form field holding the typed text. */
  name: z.string().check(z.minLength(1)),
  placeholder: z.optional(textSchema),
  /** Accessible name of the box. */
  label: textSchema,
  maxLength: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(100)), 50),
});
export type SearchFieldProps = z.infer<typeof searchFieldProps>;

export const searchFieldWidget = defineWidget<SearchFieldProps>({
  type: 'SearchField',
  description:
    'A search box bound to a form field: raises "change" with { value } while typing, "search" with { value, via } (trimmed) ' +
    'on Enter (via "enter") or on the search icon (via "icon"), and "clear" when emptied with its clear button.',
  props: searchFieldProps,
  events: ['change', 'search', 'clear'],
  load: () => import('../_lazy/shell').then((views) => ({ default: views.SearchFieldView })),
});
