import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { IncludeView } from './IncludeView';

export const includeProps = z.strictObject({
  /** Id of a fragment document ("rightPanel", "memberPopup", …) from the layout bundle. */
  layout: z.string().check(z.minLength(1)),
  /** Arguments for a fragment that declares `params` (filled in before rendering: engine/templates). */
  with: z.optional(z.record(z.string(), z.unknown())),
});
export type IncludeProps = z.infer<typeof includeProps>;

export const includeWidget = defineWidget<IncludeProps>({
  type: 'Include',
  description: 'Renders a fragment document by id, sharing the screen it is placed in.',
  props: includeProps,
  view: IncludeView,
});
