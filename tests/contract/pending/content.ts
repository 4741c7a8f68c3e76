export const content: readonly string[] = [];
