import type { Db } from '../../db/open';
import { hashPassword } from '../../security/password';

/** What of the account's protection is set up, and a level: the share of it that is, 0-100. */
export interface SecurityConfig {
  mobileBound: boolean;
  emailBound: boolean;
  paymentPasswordSet: boolean;
  securityQuestionsSet: boolean;
  bankCardBound: boolean;
  bankCardCount: number;
  level: number;
}

/** The member's security set-up (GET /wps/member/securityConfig). */
export function securityConfigOf(db: Db, memberId: number): SecurityConfig {
  const m = db.prepare('SELECT mobile_num AS mobile, email, payment_password_hash IS NOT NULL AS payment FROM members WHERE id = ?').get(memberId) as { mobile: string; email: string; payment: number };
  const questions = (db.prepare('SELECT COUNT(*) AS n FROM member_security_answers WHERE member_id = ?').get(memberId) as { n: number }).n;
  const cards = (db.prepare('SELECT COUNT(*) AS n FROM bank_cards WHERE member_id = ?').get(memberId) as { n: number }).n;
  const checks = { mobileBound: m.mobile !== '', emailBound: m.email !== '', paymentPasswordSet: m.payment === 1, securityQuestionsSet: questions > 0, bankCardBound: cards > 0 };
  const level = Math.round((Object.values(checks).filter(Boolean).length / Object.keys(checks).length) * 100);
  return { ...checks, bankCardCount: cards, level };
}

export interface SecurityQuestion {
  id: number;
  question: string;
}

/** Every security question a member can choose from. */
export function securityQuestionCatalogue(db: Db): SecurityQuestion[] {
  return db.prepare('SELECT id, question FROM security_questions ORDER BY id').all() as SecurityQuestion[];
}

/** The questions the member answered (never the answers). */
export function securityQuestionsOf(db: Db, memberId: number): SecurityQuestion[] {
  return db
    .prepare('SELECT q.id, q.question FROM member_security_answers a JOIN security_questions q ON q.id = a.question_id WHERE a.member_id = ? ORDER BY q.id')
    .all(memberId) as SecurityQuestion[];
}

/** Whether the catalogue has this question. */
export function isSecurityQuestion(db: Db, questionId: number): boolean {
  return Boolean(db.prepare('SELECT 1 FROM security_questions WHERE id = ?').get(questionId));
}

/**
 * Replaces the member's answers in one transaction (the old set goes only if the new one is
 * written). Answers are stored hashed, lower-cased first so the case typed later does not matter.
 */
export async function saveSecurityAnswers(db: Db, memberId: number, answers: { questionId: number; answer: string }[]): Promise<void> {
  const hashes = await Promise.all(answers.map((a) => hashPassword(a.answer.toLowerCase())));
  db.transaction(() => {
    db.prepare('DELETE FROM member_security_answers WHERE member_id = ?').run(memberId);
    answers.forEach((a, i) => db.prepare('INSERT INTO member_security_answers (member_id, question_id, answer_hash) VALUES (?, ?, ?)').run(memberId, a.questionId, hashes[i]));
  })();
}
