export const games: readonly string[] = [];
