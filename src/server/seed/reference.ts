import type { StoreDb } from '../data/store';
import { continueIdentityAfterInserts, insertRows } from './rows';

export const COUNTRIES: { code: string; name: string; dialingCode: string }[] = [
  { code: 'CN', name: 'China', dialingCode: '86' },
  { code: 'PH', name: 'Philippines', dialingCode: '63' },
  { code: 'VN', name: 'Vietnam', dialingCode: '84' },
  { code: 'TH', name: 'Thailand', dialingCode: '66' },
  { code: 'MY', name: 'Malaysia', dialingCode: '60' },
  { code: 'ID', name: 'Indonesia', dialingCode: '62' },
  { code: 'IN', name: 'India', dialingCode: '91' },
  { code: 'SG', name: 'Singapore', dialingCode: '65' },
  { code: 'HK', name: 'Hong Kong', dialingCode: '852' },
  { code: 'TW', name: 'Taiwan', dialingCode: '886' },
  { code: 'JP', name: 'Japan', dialingCode: '81' },
  { code: 'KR', name: 'South Korea', dialingCode: '82' },
  { code: 'BR', name: 'Brazil', dialingCode: '55' },
  { code: 'US', name: 'United States', dialingCode: '1' },
  { code: 'GB', name: 'United Kingdom', dialingCode: '44' },
];

export const SECURITY_QUESTIONS = [
  'What is the name of your first pet?',
  'In which city were you born?',
  'What was the name of your primary school?',
  'What is your favourite food?',
  'What is your mother\u2019s maiden name?',
];

/** Countries and security questions; a question's id is what members' answers name, so it is fixed here. */
export async function seedReference(db: StoreDb): Promise<void> {
  await insertRows(db, 'countries', COUNTRIES.map((c, i) => ({ code: c.code, name: c.name, dialing_code: c.dialingCode, sort: i })));
  await insertRows(db, 'security_questions', SECURITY_QUESTIONS.map((question, i) => ({ id: i + 1, question })));
  await continueIdentityAfterInserts(db, 'security_questions');
}
