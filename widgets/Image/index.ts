import { z } from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { textSchema } from '../_lib/common-props';
import { ImageView } from './ImageView';

export const imageProps = z.strictObject({
  /** Image address (absolute, root-relative or a data:image URL). */
  src: z.optional(z.string()),
  /** Context path giving the address when `src` is not written, e.g. "template.loadingImage". */
  srcFrom: z.optional(z.string()),
  /** Text alternative; "" marks a decorative image. */
  alt: z._default(textSchema, ''),
  width: z.optional(z.number().check(z.positive())),
  height: z.optional(z.number().check(z.positive())),
  fit: z._default(z.enum(['contain', 'cover']), 'contain'),
  rounded: z._default(z.boolean(), false),
  /** Full width, the height following the width/height ratio (a banner): no layout shift while it loads. */
  block: z._default(z.boolean(), false),
  /** Loads at once with high priority (the first banner, the largest paint) instead of lazily. */
  priority: z._default(z.boolean(), false),
  /** A button raising "press" (a banner's link); `alt` is then its name. */
  pressable: z._default(z.boolean(), false),
});
export type ImageProps = z.infer<typeof imageProps>;

export const imageWidget = defineWidget<ImageProps>({
  type: 'Image',
  description: 'An image from an address or a template parameter; hidden when it fails to load; with `pressable` a button raising "press".',
  events: ['press'],
  props: imageProps,
  bind: (props) => (typeof props.srcFrom === 'string' ? { src: { var: props.srcFrom } } : {}),
  view: ImageView,
});
