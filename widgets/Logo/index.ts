import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { LogoView } from './LogoView';

export const logoProps = z.strictObject({
  /** Template parameter holding the logo address. */
  param: z.string().default('logo'),
  height: z.number().min(16).max(80).default(32),
  /** Logo address and merchant title; by default from the template. */
  src: z.string().optional(),
  title: z.string().optional(),
});
export type LogoProps = z.infer<typeof logoProps>;

export const logoWidget = defineWidget<LogoProps>({
  type: 'Logo',
  description: "The merchant's logo from the template (its title when there is none); tapping raises \"press\".",
  props: logoProps,
  events: ['press'],
  bind: (props) => ({ src: { var: `template.${typeof props.param === 'string' ? props.param : 'logo'}` }, title: { var: 'template.title' } }),
  view: LogoView,
});
