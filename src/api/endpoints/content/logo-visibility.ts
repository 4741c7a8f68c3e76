import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';

export const logoVisibilitySchema = z.object({ position: z.enum(['HEADER', 'FOOTER']), visible: z.boolean() });

/** GET /wps/content/logoVisibility: HEADER (site logo) and FOOTER (vendor logos) are the two calls. */
export function getLogoVisibility(position: 'HEADER' | 'FOOTER', callOptions?: CallOptions): Promise<z.infer<typeof logoVisibilitySchema>> {
  return call(logoVisibilitySchema, (signal) => api().options({ signal }).query({ position }).get('/wps/content/logoVisibility').json(), callOptions);
}

export const logoVisibilityEndpoint = defineEndpoint({
  name: 'content.logoVisibility',
  description: 'Whether the site logo (HEADER) or the vendor logos (FOOTER) are shown: { position, visible }.',
  params: z.strictObject({ position: z.enum(['HEADER', 'FOOTER']) }),
  run: (p, env) => getLogoVisibility(p.position, { signal: env.signal }),
});
