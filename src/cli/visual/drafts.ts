import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Publishes a folder of draft documents (`<id>.json`, as an operator would PUT them) to the run's
 * own platform, before any picture: the pictures show the drafts, and players of the real
 * platform never see them. A draft the platform refuses stops the run with the platform's reasons.
 */
export async function publishDrafts(folder: string, baseUrl: string, opsToken: string): Promise<string[]> {
  const files = readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
  if (files.length === 0) throw new Error(`${folder} holds no draft document (<id>.json)`);
  const published: string[] = [];
  for (const name of files) {
    let document: unknown;
    try {
      document = JSON.parse(readFileSync(join(folder, name), 'utf8'));
    } catch (error) {
      throw new Error(`draft ${name} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    const id = typeof (document as { id?: unknown } | null)?.id === 'string' ? (document as { id: string }).id : name.replace(/\.json$/, '');
    const answer = await fetch(`${baseUrl}/ops/layouts/${encodeURIComponent(id)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json', 'x-publish-note': 'QA pictures of a draft' },
      body: JSON.stringify(document),
    });
    if (!answer.ok) throw new Error(`draft ${name} was refused (${answer.status}): ${await answer.text()}`);
    published.push(id);
  }
  return published;
}
