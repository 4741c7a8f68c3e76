/**
 * Every locale file of one language in one chunk: the first screen fetches one file for its texts
 * instead of one per area (a phone on HTTP/1.1 waits in line for each).
 */
const files = import.meta.glob<Record<string, string>>('../locales/en/*.json', { eager: true, import: 'default' });

export default Object.assign({}, ...Object.keys(files).sort().map((path) => files[path])) as Record<string, string>;
