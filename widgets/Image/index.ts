import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { ImageView } from './ImageView';

export const imageProps = z.strictObject({
  /** Image address (absolute, root-relative or a data:image URL). */
  src: z.string().optional(),
  /** Context path giving the address when `src` is not written, e.g. "template.loadingImage". */
  srcFrom: z.string().optional(),
  /** Text alternative; "" marks a decorative image. */
  alt: textSchema.default(''),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
  fit: z.enum(['contain', 'cover']).default('contain'),
  rounded: z.boolean().default(false),
});
export type ImageProps = z.infer<typeof imageProps>;

export const imageWidget = defineWidget<ImageProps>({
  type: 'Image',
  description: 'An image from an address or a template parameter; hidden when it fails to load.',
  props: imageProps,
  bind: (props) => (typeof props.srcFrom === 'string' ? { src: { var: props.srcFrom } } : {}),
  view: ImageView,
});
