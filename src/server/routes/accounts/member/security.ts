import { z } from 'zod';
import { requireRealMember, requireSession } from '../../../auth/session';
import type { RouteModule } from '../../../deps';
import { fail, ok } from '../../../http/reply';
import { parseInput } from '../../../http/validate';
import { hashPassword } from '../../../security/password';
import { checkMemberPassword } from '../../../security/secrets';

const answersBody = z.object({
  password: z.string().min(1, 'is required').max(64),
  answers: z.array(z.object({ questionId: z.number().int().positive(), answer: z.string().trim().min(1, 'is required').max(64) })).length(2, 'two questions are required'),
});

/**
 * GET /wps/member/securityConfig (what is set up, and a 0-100 level), GET /wps/member/securityQuestions
 * (the catalogue), GET/PUT /wps/member/customerSecurityQuestions (the member's two questions;
 * answers are stored hashed and never returned).
 */
export const securityRoutes: RouteModule = (app, { db }) => {
  app.get('/wps/member/securityConfig', (req) => {
    const s = requireSession(db, req);
    const m = db.prepare('SELECT mobile_num AS mobile, email, payment_password_hash IS NOT NULL AS payment FROM members WHERE id = ?').get(s.memberId) as { mobile: string; email: string; payment: number };
    const questions = (db.prepare('SELECT COUNT(*) AS n FROM member_security_answers WHERE member_id = ?').get(s.memberId) as { n: number }).n;
    const cards = (db.prepare('SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = ?').get(s.memberId) as { n: number }).n;
    const checks = { mobileBound: m.mobile !== '', emailBound: m.email !== '', paymentPasswordSet: m.payment === 1, securityQuestionsSet: questions > 0, bankCardBound: cards > 0 };
    const level = Math.round((Object.values(checks).filter(Boolean).length / Object.keys(checks).length) * 100);
    return ok({ ...checks, bankCardCount: cards, level });
  });
  app.get('/wps/member/securityQuestions', () => ok(db.prepare('SELECT id, question FROM security_questions ORDER BY id').all()));
  app.get('/wps/member/customerSecurityQuestions', (req) => {
    const s = requireSession(db, req);
    return ok(db.prepare('SELECT q.id, q.question FROM member_security_answers a JOIN security_questions q ON q.id = a.question_id WHERE a.member_id = ? ORDER BY q.id').all(s.memberId));
  });
  app.put('/wps/member/customerSecurityQuestions', async (req) => {
    const s = requireRealMember(db, req);
    const p = parseInput(answersBody, req.body);
    if (p.answers[0].questionId === p.answers[1].questionId) fail(400, 'validation.failed', 'Choose two different questions', { field: 'answers' });
    for (const a of p.answers) {
      if (!db.prepare('SELECT 1 FROM security_questions WHERE id = ?').get(a.questionId)) fail(400, 'validation.failed', `Unknown question ${a.questionId}`, { field: 'answers' });
    }
    const { hash } = db.prepare('SELECT password_hash AS hash FROM members WHERE id = ?').get(s.memberId) as { hash: string };
    if (!(await checkMemberPassword(db, s.memberId, req.ip, p.password, hash, 'password'))) fail(400, 'password.old.incorrect', 'The login password is incorrect', { field: 'password' });
    const hashes = await Promise.all(p.answers.map((a) => hashPassword(a.answer.toLowerCase())));
    db.transaction(() => {
      db.prepare('DELETE FROM member_security_answers WHERE member_id = ?').run(s.memberId);
      p.answers.forEach((a, i) => db.prepare('INSERT INTO member_security_answers (member_id, question_id, answer_hash) VALUES (?, ?, ?)').run(s.memberId, a.questionId, hashes[i]));
    })();
    return ok(true);
  });
};
