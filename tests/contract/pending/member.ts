export const member: readonly string[] = [];
