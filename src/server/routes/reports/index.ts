import type { RouteModule } from '../../deps';
import { betRecordsRoute } from './bets';
import { profitLossRoute } from './profit-loss';
import { teamBetsRoute } from './team-bets';
import { teamPnlRoute } from './team-pnl';
import { teamRebateRoute } from './team-rebate';

/** Betting record, profit and loss, and the agent's team reports. */
export const reportRoutes: RouteModule[] = [betRecordsRoute, profitLossRoute, teamBetsRoute, teamPnlRoute, teamRebateRoute];
