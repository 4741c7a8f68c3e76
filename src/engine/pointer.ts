/** JSON pointers (RFC 6901) for issues: "/root/children/2". */
function escapePart(part: PropertyKey): string {
  const text = String(part);
  // Most parts are indexes and plain keys: no escaping needed, no regex run (this is on the
  // resolver's hot path, once or twice per node).
  return text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
}

export function toPointer(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out += '/' + escapePart(part);
  return out;
}

export function childPointer(parent: string, ...parts: PropertyKey[]): string {
  return parent + toPointer(parts);
}
