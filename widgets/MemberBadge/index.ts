import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';

export const memberBadgeProps = z.strictObject({
  /** Modal this badge opens (for aria-expanded), e.g. "memberPopup". */
  modal: z.optional(z.string()),
  /** "compact" for the header; "large" for panels and the home member block. */
  size: z._default(z.enum(['compact', 'large']), 'compact'),
  /** Display name, club label and whether its pop-up is open; by default from the context. */
  name: z.optional(z.string()),
  clubLabel: z.optional(z.string()),
  open: z.optional(z.boolean()),
});
export type MemberBadgeProps = z.infer<typeof memberBadgeProps>;

export const memberBadgeWidget = defineWidget<MemberBadgeProps>({
  type: 'MemberBadge',
  description: "The member's display name (nickname, else account) with the club label as VIP tag; raises \"press\".",
  props: memberBadgeProps,
  events: ['press'],
  bind: (props) => ({
    name: { var: 'member.name' },
    clubLabel: { var: 'data.clubLabel' },
    ...(typeof props.modal === 'string' ? { open: { '!!': [{ var: `state.modals.${props.modal}` }] } } : {}),
  }),
  load: () => import('../_lazy/shell').then((views) => ({ default: views.MemberBadgeView })),
});
