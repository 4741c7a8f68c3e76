import * as z from 'zod/mini';
import { defineWidget } from '../../src/render/widget';
import { fieldBaseShape, textSchema } from '../_lib/common-props';

export const imagePickerProps = z.strictObject({
  ...fieldBaseShape,
  accept: z._default(z.array(z.enum(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])), ['image/jpeg', 'image/png']),
  /** Largest file in bytes (5 MB by default). */
  maxBytes: z._default(z.number().check(z.int(), z.minimum(1024), z.maximum(52_428_800)), 5_242_880),
  maxCount: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(12)), 3),
  columns: z._default(z.number().check(z.int(), z.minimum(2), z.maximum(6)), 4),
  /** Texts of the rejections, shown as 1.5 s toasts. */
  typeMessage: z._default(textSchema, 't:activity_image_type'),
  sizeMessage: z._default(textSchema, 't:activity_apply_remark_limit3'),
  countMessage: z._default(textSchema, 't:activity_apply_remark_limit4'),
  /** A file the phone cannot read as a picture (damaged, or not really an image). */
  readMessage: z._default(textSchema, 't:common_image_read_failed'),
});
export type ImagePickerProps = z.infer<typeof imagePickerProps>;

export const IMAGE_TOAST_MS = 1500;

export const imagePickerWidget = defineWidget<ImagePickerProps>({
  type: 'ImagePicker',
  description:
    'Pictures bound to a form field (a list of files): previews, 4 per row, remove buttons; refuses the wrong type, a file over ' +
    'maxBytes, one over maxCount or one that cannot be read as a picture, raising "reject" with { reason, message } (a 1.5 s ' +
    'toast by default); raises "change".',
  props: imagePickerProps,
  events: ['change', 'reject'],
  defaultOn: () => ({ reject: [{ do: 'toast', text: { $: { var: 'event.message' } }, duration: IMAGE_TOAST_MS }] }),
  load: () => import('../_lazy/fields').then((views) => ({ default: views.ImagePickerView })),
});
