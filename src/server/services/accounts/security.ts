import { atomic } from '../../data/portable';
import type { StoreDb } from '../../data/store';
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
export async function securityConfigOf(db: StoreDb, memberId: number): Promise<SecurityConfig> {
  const m = await db.selectFrom('members').where('id', '=', memberId).select(['mobile_num as mobile', 'email', 'payment_password_hash as payment']).executeTakeFirstOrThrow();
  const count = async (table: 'member_security_answers' | 'bank_cards') =>
    Number((await db.selectFrom(table).where('member_id', '=', memberId).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const questions = await count('member_security_answers');
  const cards = await count('bank_cards');
  const checks = { mobileBound: m.mobile !== '', emailBound: m.email !== '', paymentPasswordSet: m.payment !== null, securityQuestionsSet: questions > 0, bankCardBound: cards > 0 };
  const level = Math.round((Object.values(checks).filter(Boolean).length / Object.keys(checks).length) * 100);
  return { ...checks, bankCardCount: cards, level };
}

export interface SecurityQuestion {
  id: number;
  question: string;
}

/** Every security question a member can choose from. */
export function securityQuestionCatalogue(db: StoreDb): Promise<SecurityQuestion[]> {
  return db.selectFrom('security_questions').select(['id', 'question']).orderBy('id').execute();
}

/** The questions the member answered (never the answers). */
export function securityQuestionsOf(db: StoreDb, memberId: number): Promise<SecurityQuestion[]> {
  return db
    .selectFrom('member_security_answers as a')
    .innerJoin('security_questions as q', 'q.id', 'a.question_id')
    .where('a.member_id', '=', memberId)
    .select(['q.id', 'q.question'])
    .orderBy('q.id')
    .execute();
}

/** Whether the catalogue has this question. */
export async function isSecurityQuestion(db: StoreDb, questionId: number): Promise<boolean> {
  return (await db.selectFrom('security_questions').where('id', '=', questionId).select('id').executeTakeFirst()) !== undefined;
}

/**
 * Replaces the member's answers in one transaction (the old set goes only if the new one is
 * written). Answers are stored hashed, lower-cased first so the case typed later does not matter.
 */
export async function saveSecurityAnswers(db: StoreDb, memberId: number, answers: { questionId: number; answer: string }[]): Promise<void> {
  const hashes = await Promise.all(answers.map((a) => hashPassword(a.answer.toLowerCase())));
  await atomic(db, async (trx) => {
    await trx.deleteFrom('member_security_answers').where('member_id', '=', memberId).execute();
    await trx
      .insertInto('member_security_answers')
      .values(answers.map((a, i) => ({ member_id: memberId, question_id: a.questionId, answer_hash: hashes[i] })))
      .execute();
  });
}
