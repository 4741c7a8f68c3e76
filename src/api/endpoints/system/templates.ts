import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';
import { defineEndpoint } from '../../endpoint';
import { earlyOr } from '../../early';
import { text } from '../../params';

/** GET /wps/system/templates?domain=&url=&device=MOBILE: template id and string parameters. */
export const templateSchema = z.object({
  // Some back ends answer the id as a number; the app only ever compares and shows it as text.
  templateId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  merchantCode: z.string(),
  parameters: z.record(z.string(), z.string()),
});
export type Template = z.infer<typeof templateSchema>;

export function getTemplate(params: { domain: string; url: string }, callOptions?: CallOptions): Promise<Template> {
  const query = { domain: params.domain, url: params.url, device: 'MOBILE' };
  return call(templateSchema, (signal) =>
    earlyOr(`/wps/system/templates?${new URLSearchParams(query)}`, signal, () => api().options({ signal }).query(query).get('/wps/system/templates').json()),
    callOptions,
  );
}

export const templateEndpoint = defineEndpoint({
  name: 'system.template',
  description: 'The merchant template of a domain and URL: template id, merchant code and string parameters.',
  params: z.strictObject({ domain: text(253), url: text(2048) }),
  run: (p, env) => getTemplate(p, { signal: env.signal }),
});
