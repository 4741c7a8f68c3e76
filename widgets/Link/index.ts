import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { inAppPath } from '../_lib/route-link';
import { iconNameSchema } from '../Icon';
import { LinkView } from './LinkView';

export const linkProps = z.strictObject({
  label: textSchema,
  /** In-app path to go to ("/m/forget"); without it the link only raises "press". */
  to: z.optional(z.string().check(z.regex(inAppPath, 'an in-app path starting with /'))),
  icon: z.optional(iconNameSchema),
  align: z._default(z.enum(['start', 'center', 'end']), 'start'),
});
export type LinkProps = z.infer<typeof linkProps>;

export const linkWidget = defineWidget<LinkProps>({
  type: 'Link',
  description: 'A text link to an in-app path, or raising "press" for actions.',
  props: linkProps,
  events: ['press'],
  view: LinkView,
});
