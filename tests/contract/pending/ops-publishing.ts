export const opsPublishing: readonly string[] = [];
