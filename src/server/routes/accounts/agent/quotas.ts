import { requireAgent } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { ok } from '../../../http/reply';

/** Labels of the member types an agent may open accounts for. */
const TYPE_LABELS: Record<number, string> = { 0: 'member', 1: 'agent', 2: 'agent' };

/**
 * GET /wps/agent/quotas: how many accounts of each member type the agent may open: total from the
 * operator, used = its direct members of that type, remaining = total - used (never below 0).
 */
export const quotasRoute: RouteModule = (app, { db }) => {
  const rows = db.prepare(
    `SELECT q.member_type AS type, q.total,
            (SELECT COUNT(*) FROM members m WHERE m.parent_id = q.member_id AND m.type = q.member_type) AS used
       FROM agent_quotas q WHERE q.member_id = ? ORDER BY q.member_type`,
  );
  app.get('/wps/agent/quotas', (req) => {
    const s = requireAgent(db, req);
    const list = (rows.all(s.memberId) as { type: number; total: number; used: number }[]).map((r) => ({
      type: r.type,
      label: TYPE_LABELS[r.type] ?? `type${r.type}`,
      total: r.total,
      used: r.used,
      remaining: Math.max(0, r.total - r.used),
    }));
    return ok({ list });
  });
};
