import { agentReports } from './pending/agent-reports';
import { benefitsRain } from './pending/benefits-rain';
import { content } from './pending/content';
import { games } from './pending/games';
import { member } from './pending/member';
import { opsPublishing } from './pending/ops-publishing';
import { opsSettings } from './pending/ops-settings';
import { sessionSystem } from './pending/session-system';

/**
 * Routes still declared by hand, without a contract in src/contract, by area: the list only
 * shrinks. A route moved under its contract must leave it (the coverage test says so).
 */
export const PENDING_ROUTES: readonly string[] = [...agentReports, ...benefitsRain, ...content, ...games, ...member, ...opsPublishing, ...opsSettings, ...sessionSystem];
