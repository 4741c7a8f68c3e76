import { CONTEXT_MEANINGS } from '../../engine/context-meanings';
import { WHITELABEL_SWITCHES } from '../../engine/flags';

/** The context paths a condition may read, with what each means: the builder's suggestions. */
export const CONTEXT_PATHS: readonly { path: string; meaning: string }[] = [
  ...Object.entries(WHITELABEL_SWITCHES).map(([code, meaning]) => ({ path: `flags.${code}`, meaning: `Switch: ${meaning}` })),
  ...Object.entries(CONTEXT_MEANINGS).map(([path, meaning]) => ({ path, meaning })),
];
