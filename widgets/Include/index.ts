import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { IncludeView } from './IncludeView';

export const includeProps = z.strictObject({
  /** Id of a fragment document ("rightPanel", "memberPopup", …) from the layout bundle. */
  layout: z.string().check(z.minLength(1)),
});
export type IncludeProps = z.infer<typeof includeProps>;

export const includeWidget = defineWidget<IncludeProps>({
  type: 'Include',
  description: 'Renders a fragment document by id, sharing the screen it is placed in.',
  props: includeProps,
  view: IncludeView,
});
