import { z } from 'zod/mini';
import { LOGO_POSITIONS, logoVisibility } from '../../../contract/content/site';
import type { CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { request } from '../../request';

/** HEADER (site logo) and FOOTER (vendor logos) are the two calls. */
export function getLogoVisibility(position: 'HEADER' | 'FOOTER', callOptions?: CallOptions) {
  return request(logoVisibility, { position }, callOptions);
}

export const logoVisibilityEndpoint = defineEndpoint({
  name: 'content.logoVisibility',
  description: 'Whether the site logo (HEADER) or the vendor logos (FOOTER) are shown: { position, visible }.',
  call: logoVisibility,
  params: z.strictObject({ position: z.enum(LOGO_POSITIONS) }),
  run: (p, env) => getLogoVisibility(p.position, { signal: env.signal }),
});
