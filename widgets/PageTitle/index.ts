import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';

export const pageTitleProps = z.strictObject({
  title: textSchema,
  /** A back arrow before the title, raising "back" (one page back by default). */
  back: z._default(z.boolean(), true),
});
export type PageTitleProps = z.infer<typeof pageTitleProps>;

export const pageTitleWidget = defineWidget<PageTitleProps>({
  type: 'PageTitle',
  description: "A page's heading with a back arrow; the arrow raises \"back\" (one page back unless the layout says otherwise).",
  props: pageTitleProps,
  events: ['back'],
  load: () => import('../_lazy/shell').then((views) => ({ default: views.PageTitleView })),
});
