// The calls of this area, re-exported one by one (src/contract/index.ts collects them).
export { agentAffiliate, agentAffiliateAdd } from './affiliate';
export { agentContractAnswer, agentContracts } from './contracts';
export { agentDownline } from './downline';
export { agentDownlines, agentTransfer } from './downlines';
export { agentQuotas } from './quotas';
export { agentRebates, agentRebatesUpdate } from './rebates';
export { agentSubordinates } from './subordinates';
export { agentTeamKpi, agentTeamKpiVariant } from './team-kpi';
export { agentTransferMultiple } from './transfer-multiple';
export { wallet } from './wallet';
