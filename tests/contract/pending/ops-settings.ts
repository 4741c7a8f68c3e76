export const opsSettings: readonly string[] = [];
