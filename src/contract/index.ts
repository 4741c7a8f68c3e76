import type { Call } from './call';
import * as funds from './funds/index';

/**
 * Every call of the platform's API under contract, by area (src/contract/<area>/index.ts). The
 * contract test (tests/contract/coverage.test.ts) holds the server's routes to this list both ways.
 */
const areas: Record<string, Record<string, unknown>> = { funds };

function isCall(value: unknown): value is Call {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value;
}

export const allCalls: readonly Call[] = Object.values(areas).flatMap((area) => Object.values(area).filter(isCall));
