import type { StoreDb } from '../data/store';

/** A question type of the feedback form; labelKey is a translation key. */
export interface FeedbackType {
  type: number;
  labelKey: string;
}

/** A member's question or complaint, as stored. */
export interface NewFeedback {
  memberId: number;
  merchantCode: string;
  type: number;
  sender: string;
  content: string;
}

/** The merchant's question types for the feedback picker, operator order. */
export function feedbackTypesOf(db: StoreDb, merchantCode: string): Promise<FeedbackType[]> {
  return db.selectFrom('feedback_types').where('merchant_code', '=', merchantCode).select(['type', 'label_key as labelKey']).orderBy('sort').execute();
}

/** Stores a member's feedback and answers its id. */
export async function recordFeedback(db: StoreDb, feedback: NewFeedback): Promise<number> {
  const row = {
    member_id: feedback.memberId, merchant_code: feedback.merchantCode, type: feedback.type, sender: feedback.sender, content: feedback.content, created_at: Date.now(),
  };
  const { id } = await db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}
