import type { Db } from '../db/open';

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
export function feedbackTypesOf(db: Db, merchantCode: string): FeedbackType[] {
  return db.prepare('SELECT type, label_key AS labelKey FROM feedback_types WHERE merchant_code = ? ORDER BY sort').all(merchantCode) as FeedbackType[];
}

/** Stores a member's feedback and answers its id. */
export function recordFeedback(db: Db, feedback: NewFeedback): number {
  const row = db
    .prepare('INSERT INTO feedback (member_id, merchant_code, type, sender, content, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .get(feedback.memberId, feedback.merchantCode, feedback.type, feedback.sender, feedback.content, Date.now()) as { id: number };
  return row.id;
}
