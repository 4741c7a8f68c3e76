import { z } from 'zod';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { checkPaymentPassword } from '../../../security/secrets';

export const MAX_BANK_CARDS = 5;

const body = z.object({
  bankName: z.string().trim().min(2, 'is required').max(64),
  accountName: z.string().trim().min(2, 'is required').max(64),
  accountNumber: z.string().trim().regex(/^\d{8,24}$/, 'must be 8-24 digits'),
  paymentPassword: z.string().regex(/^\d{6}$/, 'must be 6 digits'),
});

const mask = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

/** GET /wps/member/bankCard (masked numbers), POST to bind one (payment password; holder = payee name when set). */
export const bankCardRoutes: RouteModule = (app, { db }) => {
  const list = db.prepare('SELECT id, bank_name AS bankName, account_name AS accountName, account_number AS accountNumber, created_at AS createdAt FROM bank_cards WHERE member_id = ? ORDER BY id');
  const cards = (memberId: number) =>
    (list.all(memberId) as { id: number; bankName: string; accountName: string; accountNumber: string; createdAt: number }[]).map((c) => ({ ...c, accountNumber: mask(c.accountNumber) }));
  app.get('/wps/member/bankCard', (req) => ok(cards(requireSession(db, req).memberId)));
  app.post('/wps/member/bankCard', async (req) => {
    const s = requireRealMember(db, req);
    const p = parseInput(body, req.body);
    const m = db.prepare('SELECT payment_password_hash AS pay, payee_name AS payee FROM members WHERE id = ?').get(s.memberId) as { pay: string | null; payee: string };
    if (!m.pay) fail(400, 'paymentPassword.missing', 'Set a payment password first', { field: 'paymentPassword' });
    await checkPaymentPassword(db, s.memberId, req.ip, p.paymentPassword, m.pay);
    if (m.payee && m.payee !== p.accountName) fail(400, 'bankCard.holder', 'The account holder must match your payee name', { field: 'accountName' });
    if (cards(s.memberId).length >= MAX_BANK_CARDS) fail(400, 'bankCard.limit', `At most ${MAX_BANK_CARDS} bank cards can be bound`, { max: MAX_BANK_CARDS });
    db.prepare('INSERT INTO bank_cards (member_id, bank_name, account_name, account_number, created_at) VALUES (?, ?, ?, ?, ?)').run(s.memberId, p.bankName, p.accountName, p.accountNumber, Date.now());
    return ok(cards(s.memberId));
  });
};
