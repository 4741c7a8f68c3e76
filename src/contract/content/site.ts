import { z } from 'zod/mini';
import { defineCall } from '../call';
import { language, merchantFields } from '../fields';
import { whole } from './announcements';

/** Where a logo switch applies: the site logo in the header, or the vendor logos in the home footer. */
export const LOGO_POSITIONS = ['HEADER', 'FOOTER'] as const;

const logoVisibilityAnswer = z.object({ position: z.enum(LOGO_POSITIONS), visible: z.boolean() });

/** Guests too. A language the merchant wrote nothing in gets the CN items. */
export const helpCenter = defineCall({
  method: 'GET',
  path: '/wps/system/helpCenter',
  summary: 'Help items (title and operator HTML content) for a device and language, operator order.',
  input: z.object({ ...merchantFields, device: z._default(z.enum(['MOBILE', 'WEB']), 'MOBILE'), language }),
  answer: z.array(z.object({ id: whole, title: z.string(), /** operator HTML */ content: z.string() })),
});

/** Guests too. */
export const logoVisibility = defineCall({
  method: 'GET',
  path: '/wps/content/logoVisibility',
  summary: 'Whether the site logo (HEADER) or the vendor logos (FOOTER) are shown.',
  input: z.object({ ...merchantFields, position: z.enum(LOGO_POSITIONS) }),
  answer: logoVisibilityAnswer,
});

/** Operator (publisher), for the demo merchant; players see the change on their next load. */
export const opsLogoVisibility = defineCall({
  method: 'PUT',
  path: '/ops/logoVisibility',
  auth: 'ops',
  summary: 'Shows or hides the site logo (HEADER) or the vendor logos in the home footer (FOOTER).',
  input: z.object({ position: z.enum(LOGO_POSITIONS), visible: z.boolean() }),
  answer: logoVisibilityAnswer,
});
