import { z } from 'zod/mini';
import { api, call, type CallOptions } from '../../client';

/** GET /wps/system/templates?domain=&url=&device=MOBILE: template id and string parameters. */
export const templateSchema = z.object({
  // Some back ends answer the id as a number; the app only ever compares and shows it as text.
  templateId: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  merchantCode: z.string(),
  parameters: z.record(z.string(), z.string()),
});
export type Template = z.infer<typeof templateSchema>;

export function getTemplate(params: { domain: string; url: string }, callOptions?: CallOptions): Promise<Template> {
  return call(templateSchema, (signal) =>
    api().options({ signal }).query({ domain: params.domain, url: params.url, device: 'MOBILE' }).get('/wps/system/templates').json(),
    callOptions,
  );
}
