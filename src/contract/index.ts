import type { Call } from './call';
import * as funds from './funds/index';
import * as agent from './agent/index';
import * as reports from './reports/index';
import * as member from './member/index';
import * as session from './session/index';
import * as system from './system/index';
import * as messages from './messages/index';
import * as opsPublishing from './ops/publishing/index';
import * as opsSettings from './ops/settings/index';
import * as games from './games/index';
import * as content from './content/index';
import * as benefits from './benefits/index';
import * as rain from './rain/index';

/**
 * Every call of the platform's API under contract, by area (src/contract/<area>/index.ts). The
 * contract test (tests/contract/coverage.test.ts) holds the server's routes to this list both ways.
 */
const areas: Record<string, Record<string, unknown>> = {
  funds,
  agent,
  reports,
  member,
  session,
  system,
  messages,
  opsPublishing,
  opsSettings,
  games,
  content,
  benefits,
  rain,
};

function isCall(value: unknown): value is Call {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value;
}

export const allCalls: readonly Call[] = Object.values(areas).flatMap((area) => Object.values(area).filter(isCall));
