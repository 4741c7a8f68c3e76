/** JSON pointers (RFC 6901) for issues: "/root/children/2". */
export function toPointer(path: readonly PropertyKey[]): string {
  return path.map((part) => '/' + String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export function childPointer(parent: string, ...parts: PropertyKey[]): string {
  return parent + toPointer(parts);
}
