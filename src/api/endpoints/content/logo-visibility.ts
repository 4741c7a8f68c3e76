import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

export const logoVisibilitySchema = z.object({ position: z.enum(['HEADER', 'FOOTER']), visible: z.boolean() });

/** GET /wps/content/logoVisibility: HEADER (site logo) and FOOTER (vendor logos) are the two calls. */
export function getLogoVisibility(position: 'HEADER' | 'FOOTER', callOptions?: CallOptions): Promise<z.infer<typeof logoVisibilitySchema>> {
  return call(logoVisibilitySchema, (signal) => api().options({ signal }).query({ position }).get('/wps/content/logoVisibility').json(), callOptions);
}
