import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';

export const htmlProps = z.strictObject({
  /** Operator HTML (help, notices, promotions), usually bound: `{ "$": { "var": "item.content" } }`. */
  html: z.optional(z.string()),
  /** Turn pixel values into rem divided by 100 (the spec's rule for popup HTML). */
  pxToRem: z._default(z.boolean(), true),
});
export type HtmlProps = z.infer<typeof htmlProps>;

export const htmlWidget = defineWidget<HtmlProps>({
  type: 'Html',
  description: 'Operator HTML, sanitised with DOMPurify (no scripts, handlers or script links), pixel values as rem ÷ 100.',
  props: htmlProps,
  load: () => import('./HtmlView'),
});
