import type { StoreDb } from '../../data/store';
import { units } from '../wallet';
import type { VIP_BENEFIT_KINDS } from '../../../contract/benefits/vip';

/** How a benefit's value reads: money in currency units, a rate in percent, or a count. */
const BENEFIT_UNITS: Record<string, 'money' | 'percent' | 'count'> = {
  upgradeBonus: 'money',
  birthdayBonus: 'money',
  monthlyBonus: 'money',
  rebateRate: 'percent',
  dailyWithdrawCount: 'count',
  dailyWithdrawLimit: 'money',
};
/** Answer order of the benefits: bonuses first, then the rebate, then withdrawals. */
const BENEFIT_ORDER = Object.keys(BENEFIT_UNITS);

export type RequirementKind = 'deposit' | 'validBet';
export type BenefitKind = (typeof VIP_BENEFIT_KINDS)[number];

export interface VipLevel {
  level: number;
  name: string;
  requirements: { kind: RequirementKind; amount: number }[];
  benefits: { kind: BenefitKind; value: number; unit: 'money' | 'percent' | 'count' }[];
}

interface LevelRow {
  level: number;
  name: string;
  deposit: number;
  validBet: number;
}

/** The merchant's VIP ladder, lowest level first, with what each needs and gives. */
export async function vipLevels(db: StoreDb, merchantCode: string): Promise<VipLevel[]> {
  const levels: LevelRow[] = await db
    .selectFrom('vip_levels')
    .where('merchant_code', '=', merchantCode)
    .select(['level', 'name', 'deposit_required_cents as deposit', 'valid_bet_required_cents as validBet'])
    .orderBy('level')
    .execute();
  const benefits = (await db.selectFrom('vip_level_benefits').where('merchant_code', '=', merchantCode).select(['level', 'kind', 'value']).execute()) as { level: number; kind: BenefitKind; value: number }[];
  return levels.map((l) => ({
    level: l.level,
    name: l.name,
    requirements: [
      { kind: 'deposit' as const, amount: units(l.deposit) },
      { kind: 'validBet' as const, amount: units(l.validBet) },
    ],
    benefits: benefits
      .filter((b) => b.level === l.level)
      .sort((a, b) => BENEFIT_ORDER.indexOf(a.kind) - BENEFIT_ORDER.indexOf(b.kind))
      .map((b) => {
        const unit = BENEFIT_UNITS[b.kind] ?? 'count';
        // Money is stored in cents and the rebate in basis points: both read with 2 decimals.
        return { kind: b.kind, value: unit === 'count' ? b.value : units(b.value), unit };
      }),
  }));
}

export interface VipStatus {
  level: { level: number; name: string } | null;
  nextLevel: { level: number; name: string } | null;
  progress: number;
  percent: number;
  totals: { deposit: number; validBet: number };
  requirements: { kind: RequirementKind; current: number; required: number; remaining: number; progress: number }[];
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * The member's level, the next one and what is still missing for it. The overall progress is the
 * platform's rank progress (conditions met of expected: the same figure as the member pop-up's)
 * while the member has a rank label; otherwise the mean of the requirements met, 1 at the top.
 */
export async function vipStatus(db: StoreDb, memberId: number, merchantCode: string): Promise<VipStatus> {
  const ladder = await vipLevels(db, merchantCode);
  const rank = await db
    .selectFrom('rank_progress')
    .where('member_id', '=', memberId)
    .select(['label_id as labelId', 'completed_conditions as done', 'total_expected_conditions as total'])
    .executeTakeFirst();
  const label = (await db.selectFrom('members').where('id', '=', memberId).select('club_label').executeTakeFirst())?.club_label ?? '';
  const current = ladder.find((l) => l.level === rank?.labelId) ?? ladder.find((l) => l.name === label) ?? null;
  const next = ladder.find((l) => l.level > (current?.level ?? 0)) ?? null;
  const t = await db.selectFrom('vip_member_totals').where('member_id', '=', memberId).select(['deposit_cents as deposit', 'valid_bet_cents as validBet']).executeTakeFirst();
  const totals = { deposit: units(t?.deposit ?? 0), validBet: units(t?.validBet ?? 0) };
  // A requirement of 0 is met by everyone: it is no step on the way and is left out.
  const requirements = (next?.requirements ?? []).filter((r) => r.amount > 0).map((r) => {
    const have = totals[r.kind];
    const share = clamp01(have / r.amount);
    return { kind: r.kind, current: have, required: r.amount, remaining: Math.max(0, Math.round((r.amount - have) * 100) / 100), progress: Math.round(share * 10_000) / 10_000 };
  });
  const ranked = rank?.labelId != null && rank.total > 0;
  const met = requirements.length ? requirements.reduce((sum, r) => sum + r.progress, 0) / requirements.length : 1;
  const progress = !next ? 1 : ranked ? clamp01(rank.done / rank.total) : met;
  return {
    level: current ? { level: current.level, name: current.name } : null,
    nextLevel: next ? { level: next.level, name: next.name } : null,
    progress: Math.round(progress * 10_000) / 10_000,
    percent: Math.round(progress * 100),
    totals,
    requirements,
  };
}
