import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { filled } from '../../params';

export const headIconSchema = z.object({ headIcon: z.string(), options: z.array(z.string()) });

/** GET /wps/member/info/icon?module=PROFPIC3: current avatar and the preset choices. */
export function getHeadIcon(callOptions?: CallOptions): Promise<z.infer<typeof headIconSchema>> {
  return call(headIconSchema, (signal) => api().options({ signal }).query({ module: 'PROFPIC3' }).get('/wps/member/info/icon').json(), callOptions);
}

/** POST /wps/member/info/icon (form-urlencoded): picks one of the preset avatars. */
export function setHeadIcon(headIcon: string, callOptions?: CallOptions): Promise<{ headIcon: string }> {
  return call(z.object({ headIcon: z.string() }), (signal) => api().options({ signal }).formUrl({ headIcon }).post(undefined, '/wps/member/info/icon').json(), callOptions);
}

export const headIconEndpoint = defineEndpoint({
  name: 'member.headIcon',
  description: "The member's avatar and the preset choices { headIcon, options }.",
  params: z.strictObject({}),
  session: true,
  run: (_params, env) => getHeadIcon({ signal: env.signal }),
});

export const headIconSetEndpoint = defineEndpoint({
  name: 'member.headIconSet',
  description: 'Picks one of the preset avatars (400 for a name not among the options); real members only.',
  params: z.strictObject({ headIcon: filled(64) }),
  session: true,
  run: (p, env) => setHeadIcon(p.headIcon, { signal: env.signal }),
});
