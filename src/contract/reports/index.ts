// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { reportBets, reportTeamBets } from './bets';
export { reportProfitLoss, reportTeamPnl } from './profit-loss';
export { reportTeamRebateIncome } from './rebate-income';
