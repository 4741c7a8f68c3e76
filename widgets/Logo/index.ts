import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';

export const logoProps = z.strictObject({
  /** Template parameter holding the logo address. */
  param: z._default(z.string(), 'logo'),
  height: z._default(z.number().check(z.gte(16), z.lte(80)), 32),
  /** Logo address and merchant title; by default from the template. */
  src: z.optional(z.string()),
  title: z.optional(z.string()),
});
export type LogoProps = z.infer<typeof logoProps>;

export const logoWidget = defineWidget<LogoProps>({
  type: 'Logo',
  description: "The merchant's logo from the template (its title when there is none); tapping raises \"press\".",
  props: logoProps,
  events: ['press'],
  bind: (props) => ({ src: { var: `template.${typeof props.param === 'string' ? props.param : 'logo'}` }, title: { var: 'template.title' } }),
  load: () => import('../_lazy/shell').then((views) => ({ default: views.LogoView })),
});
