import type { StoreDb } from '../data/store';
import { hashPasswordSync } from '../security/password';
import { createMember } from '../services/members';
import { insertRows } from './rows';

export const DEMO_ACCOUNTS = {
  member: { username: 'demo', password: 'demo1234', type: 0, nickname: 'Demo Player', balance: 1288.5, clubLabel: 'VIP 3' },
  agent: { username: 'agent01', password: 'agent1234', type: 1, nickname: 'Agent 01', balance: 56200, clubLabel: 'VIP 5' },
} as const;

/** Free-play (type 4) accounts with fixed names, under the trial merchant code (QA and demos). */
export const TRIAL_ACCOUNTS = [
  { username: 'trial01', password: 'trial1234', nickname: 'Trial 01', balance: 2000 },
  { username: 'trial02', password: 'trial1234', nickname: 'Trial 02', balance: 2000 },
] as const;

// Passwords are hashed synchronously: nothing but the transaction may be awaited inside the seed's
// SQLite transaction, and a handful of hashes before the server listens is fine.

export async function seedTrialAccounts(db: StoreDb, trialMerchantCode: string): Promise<void> {
  for (const t of TRIAL_ACCOUNTS) {
    await createMember(db, { merchantCode: trialMerchantCode, username: t.username, passwordHash: hashPasswordSync(t.password), type: 4, nickname: t.nickname, balanceCents: t.balance * 100, firstTimeLogin: false });
  }
}

export async function seedMembers(db: StoreDb, merchantCode: string): Promise<void> {
  const { member, agent } = DEMO_ACCOUNTS;
  const agentId = await createMember(db, {
    merchantCode, username: agent.username, passwordHash: hashPasswordSync(agent.password), type: agent.type,
    nickname: agent.nickname, balanceCents: Math.round(agent.balance * 100), clubLabel: agent.clubLabel,
    mobileNum: '9171234567', countryDialingCode: '63', email: 'agent01@demogaming.com', firstTimeLogin: false,
  });
  const demoId = await createMember(db, {
    merchantCode, username: member.username, passwordHash: hashPasswordSync(member.password), type: member.type,
    nickname: member.nickname, balanceCents: Math.round(member.balance * 100), clubLabel: member.clubLabel, parentId: agentId,
    mobileNum: '9170000001', countryDialingCode: '63', email: 'demo@demogaming.com', firstTimeLogin: false,
  });

  await insertRows(db, 'rank_progress', [
    { member_id: demoId, label_id: 3, completed_conditions: 3, total_expected_conditions: 5 },
    { member_id: agentId, label_id: 5, completed_conditions: 4, total_expected_conditions: 8 },
  ]);

  // A small downline so the agent screens have real rows behind their counters.
  // Each member gets its own salt: equal passwords must not show as equal hashes.
  for (const [i, username] of ['player01', 'player02', 'player03'].entries()) {
    await createMember(db, { merchantCode, username, passwordHash: hashPasswordSync('player1234'), type: 0, nickname: `Player ${i + 1}`, balanceCents: (i + 1) * 10_000, clubLabel: 'VIP 1', parentId: agentId, firstTimeLogin: false });
  }
  // A sub-agent with its own member, so the agent's tree has a second level.
  const subAgentId = await createMember(db, { merchantCode, username: 'agent02', passwordHash: hashPasswordSync('agent1234'), type: 2, nickname: 'Sub Agent 02', balanceCents: 5_000_00, clubLabel: 'VIP 2', parentId: agentId, firstTimeLogin: false });
  await createMember(db, { merchantCode, username: 'player04', passwordHash: hashPasswordSync('player1234'), type: 0, nickname: 'Player 4', balanceCents: 50_00, clubLabel: 'VIP 1', parentId: subAgentId, firstTimeLogin: false });
  await insertRows(db, 'agent_quotas', [
    { member_id: agentId, member_type: 0, total: 50 },
    { member_id: agentId, member_type: 2, total: 5 },
    { member_id: subAgentId, member_type: 0, total: 20 },
  ]);
  await insertRows(db, 'agent_team', [{ member_id: agentId, team_login_member_count: 12, team_bet_member_count: 8, team_register_member_count: 3, team_online_count: 5 }]);
  await seedAgentTerms(db, agentId, demoId);
  await seedInbox(db, agentId, demoId);
}

/** The agent's pending contracts, its and the demo member's rebate rates, and its invitation code. */
async function seedAgentTerms(db: StoreDb, agentId: number, demoId: number): Promise<void> {
  // Pending contracts drive the home-page prompts (dailysalreqtype 1, divtypecompperiodreq 1, contracthoursalreq 0).
  const now = Date.now();
  await insertRows(db, 'agent_contracts', [
    { member_id: agentId, kind: 'dailySalary', terms: JSON.stringify({ title: 'Daily salary contract', tiers: [{ minTeamBet: 10_000, salary: 88 }, { minTeamBet: 50_000, salary: 388 }] }), status: 'PENDING', created_at: now },
    { member_id: agentId, kind: 'dividend', terms: JSON.stringify({ title: 'Dividend contract', period: 'half-month', tiers: [{ minTeamProfit: 20_000, ratePercent: 10 }, { minTeamProfit: 100_000, ratePercent: 20 }] }), status: 'PENDING', created_at: now },
  ]);

  // Rebate rates in basis points (100 = 1%); a downline never exceeds its agent.
  const agentRates: Record<string, number> = { RNG: 120, LIVE: 80, PVP: 90, FISH: 100, SPORTS: 100, LOTT: 50 };
  await insertRows(db, 'agent_rebates', Object.entries(agentRates).flatMap(([type, bp]) => [
    { member_id: agentId, game_type: type, rate_bp: bp },
    { member_id: demoId, game_type: type, rate_bp: Math.floor(bp / 2) },
  ]));

  await insertRows(db, 'affiliate_codes', [{ code: 'AGENT01X', member_id: agentId, domain: '' }]);
}

async function seedInbox(db: StoreDb, agentId: number, demoId: number): Promise<void> {
  const now = Date.now();
  const message = (member_id: number, kind: 'mail' | 'chat', title: string, content: string, read: number, ago: number) => ({ member_id, kind, title, content, read, created_at: now - ago });
  await insertRows(db, 'inbox_messages', [
    message(demoId, 'mail', 'Welcome to Demo Gaming', 'Your account is ready. Enjoy the games!', 1, 86_400_000),
    message(demoId, 'mail', 'Weekly bonus credited', 'A weekly bonus of 18.00 has been added to your wallet.', 0, 3_600_000),
    message(demoId, 'mail', 'VIP 3 reached', 'Congratulations, you reached VIP 3.', 0, 1_800_000),
    message(demoId, 'mail', 'Security reminder', 'Never share your password or SMS codes.', 0, 600_000),
    message(demoId, 'chat', 'Support', 'Hello, how can we help you today?', 0, 300_000),
    message(demoId, 'chat', 'Support', 'Your deposit has been confirmed.', 0, 200_000),
    message(agentId, 'mail', 'Team report ready', 'Your team report for last week is ready.', 0, 7_200_000),
  ]);
}
