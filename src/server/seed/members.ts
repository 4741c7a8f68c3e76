import type { Db } from '../db/open';
import { hashPasswordSync } from '../security/password';
import { createMemberSync as createMember } from '../services/members';

export const DEMO_ACCOUNTS = {
  member: { username: 'demo', password: 'demo1234', type: 0, nickname: 'Demo Player', balance: 1288.5, clubLabel: 'VIP 3' },
  agent: { username: 'agent01', password: 'agent1234', type: 1, nickname: 'Agent 01', balance: 56200, clubLabel: 'VIP 5' },
} as const;

/** Free-play (type 4) accounts with fixed names, under the trial merchant code (QA and demos). */
export const TRIAL_ACCOUNTS = [
  { username: 'trial01', password: 'trial1234', nickname: 'Trial 01', balance: 2000 },
  { username: 'trial02', password: 'trial1234', nickname: 'Trial 02', balance: 2000 },
] as const;

export function seedTrialAccounts(db: Db, trialMerchantCode: string): void {
  for (const t of TRIAL_ACCOUNTS) {
    createMember(db, { merchantCode: trialMerchantCode, username: t.username, passwordHash: hashPasswordSync(t.password), type: 4, nickname: t.nickname, balanceCents: t.balance * 100, firstTimeLogin: false });
  }
}

export function seedMembers(db: Db, merchantCode: string): void {
  const { member, agent } = DEMO_ACCOUNTS;
  const agentId = createMember(db, {
    merchantCode, username: agent.username, passwordHash: hashPasswordSync(agent.password), type: agent.type,
    nickname: agent.nickname, balanceCents: Math.round(agent.balance * 100), clubLabel: agent.clubLabel,
    mobileNum: '9171234567', countryDialingCode: '63', email: 'agent01@demogaming.com', firstTimeLogin: false,
  });
  const demoId = createMember(db, {
    merchantCode, username: member.username, passwordHash: hashPasswordSync(member.password), type: member.type,
    nickname: member.nickname, balanceCents: Math.round(member.balance * 100), clubLabel: member.clubLabel, parentId: agentId,
    mobileNum: '9170000001', countryDialingCode: '63', email: 'demo@demogaming.com', firstTimeLogin: false,
  });

  db.prepare('INSERT INTO rank_progress (member_id, label_id, completed_conditions, total_expected_conditions) VALUES (?, ?, ?, ?)').run(demoId, 3, 3, 5);
  db.prepare('INSERT INTO rank_progress (member_id, label_id, completed_conditions, total_expected_conditions) VALUES (?, ?, ?, ?)').run(agentId, 5, 4, 8);

  // A small downline so the agent screens have real rows behind their counters.
  // Each member gets its own salt: equal passwords must not show as equal hashes.
  ['player01', 'player02', 'player03'].forEach((username, i) =>
    createMember(db, { merchantCode, username, passwordHash: hashPasswordSync('player1234'), type: 0, nickname: `Player ${i + 1}`, balanceCents: (i + 1) * 10_000, clubLabel: 'VIP 1', parentId: agentId, firstTimeLogin: false }),
  );
  // A sub-agent with its own member, so the agent's tree has a second level.
  const subAgentId = createMember(db, { merchantCode, username: 'agent02', passwordHash: hashPasswordSync('agent1234'), type: 2, nickname: 'Sub Agent 02', balanceCents: 5_000_00, clubLabel: 'VIP 2', parentId: agentId, firstTimeLogin: false });
  createMember(db, { merchantCode, username: 'player04', passwordHash: hashPasswordSync('player1234'), type: 0, nickname: 'Player 4', balanceCents: 50_00, clubLabel: 'VIP 1', parentId: subAgentId, firstTimeLogin: false });
  const quota = db.prepare('INSERT INTO agent_quotas (member_id, member_type, total) VALUES (?, ?, ?)');
  quota.run(agentId, 0, 50);
  quota.run(agentId, 2, 5);
  quota.run(subAgentId, 0, 20);
  db.prepare(
    'INSERT INTO agent_team (member_id, team_login_member_count, team_bet_member_count, team_register_member_count, team_online_count) VALUES (?, ?, ?, ?, ?)',
  ).run(agentId, 12, 8, 3, 5);

  // Pending contracts drive the home-page prompts (dailysalreqtype 1, divtypecompperiodreq 1, contracthoursalreq 0).
  const contract = db.prepare("INSERT INTO agent_contracts (member_id, kind, terms, status, created_at) VALUES (?, ?, ?, 'PENDING', ?)");
  contract.run(agentId, 'dailySalary', JSON.stringify({ title: 'Daily salary contract', tiers: [{ minTeamBet: 10_000, salary: 88 }, { minTeamBet: 50_000, salary: 388 }] }), Date.now());
  contract.run(agentId, 'dividend', JSON.stringify({ title: 'Dividend contract', period: 'half-month', tiers: [{ minTeamProfit: 20_000, ratePercent: 10 }, { minTeamProfit: 100_000, ratePercent: 20 }] }), Date.now());

  // Rebate rates in basis points (100 = 1%); a downline never exceeds its agent.
  const rebate = db.prepare('INSERT INTO agent_rebates (member_id, game_type, rate_bp) VALUES (?, ?, ?)');
  const agentRates: Record<string, number> = { RNG: 120, LIVE: 80, PVP: 90, FISH: 100, SPORTS: 100, LOTT: 50 };
  for (const [type, bp] of Object.entries(agentRates)) {
    rebate.run(agentId, type, bp);
    rebate.run(demoId, type, Math.floor(bp / 2));
  }

  db.prepare('INSERT INTO affiliate_codes (code, member_id, domain) VALUES (?, ?, ?)').run('AGENT01X', agentId, '');

  const inbox = db.prepare('INSERT INTO inbox_messages (member_id, kind, title, content, read, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const now = Date.now();
  inbox.run(demoId, 'mail', 'Welcome to Demo Gaming', 'Your account is ready. Enjoy the games!', 1, now - 86_400_000);
  inbox.run(demoId, 'mail', 'Weekly bonus credited', 'A weekly bonus of 18.00 has been added to your wallet.', 0, now - 3_600_000);
  inbox.run(demoId, 'mail', 'VIP 3 reached', 'Congratulations, you reached VIP 3.', 0, now - 1_800_000);
  inbox.run(demoId, 'mail', 'Security reminder', 'Never share your password or SMS codes.', 0, now - 600_000);
  inbox.run(demoId, 'chat', 'Support', 'Hello, how can we help you today?', 0, now - 300_000);
  inbox.run(demoId, 'chat', 'Support', 'Your deposit has been confirmed.', 0, now - 200_000);
  inbox.run(agentId, 'mail', 'Team report ready', 'Your team report for last week is ready.', 0, now - 7_200_000);
}
