/** A plain JSON object (not null, not an array): what layout documents and their nodes are made of. */
export const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
