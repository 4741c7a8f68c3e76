import type { Db } from '../db/open';
import { mediaUrl } from './media-urls';
import { inLanguage, textsIn } from './texts';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Ended promotions stay listed this long, shown as SIGN_UP_DUE (closed). */
export const ENDED_PROMOTION_GRACE_MS = 30 * DAY_MS;
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** The types findAnnouncements lists: every one but banners (B), which are listed apart (banners.ts). */
export type NoticeType = Exclude<AnnouncementType, 'B'>;
export const isNoticeType = (type: AnnouncementType): type is NoticeType => type !== 'B';
export type SignUpStatus = 'ALLOW_JOIN' | 'PENDING' | 'JOINED' | 'REJECTED' | 'ISSUED' | 'CLAIMED' | 'SIGN_UP_DUE';

interface AnnouncementRow {
  id: number;
  type: string;
  groupName: string;
  title: string;
  content: string;
  startDate: number;
  endDate: number;
  noExpiry: number;
  linkedPromotionId: number | null;
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
  signUpEnabled: number;
  signUpRequestRewardType: string;
  hot: number;
  storedStatus: string | null;
  readAt: number | null;
}

export interface Announcement {
  id: number;
  type: NoticeType;
  title: string;
  content: string;
  startDate: string;
  endDate: string;
  noExpiry: 0 | 1;
  groupName: string;
  hot: boolean;
  promoAnnouncementCategoryIds: number[];
  announcementImages: { sequence: number; url: string }[];
  linkedPromotionId: number | null;
  imageRequired: 'Y' | 'N';
  remarkRequired: 'Y' | 'N';
  signUpRequestRewardType: string;
  /** Only with a session and for promotions that take sign-ups. */
  signUpStatus: SignUpStatus | null;
  /** Only with a session (the unread marker is off without one). */
  read?: boolean;
}

/** Derived status: ALLOW_JOIN while open and not joined; SIGN_UP_DUE once ended unless under review or paid. */
export function signUpStatus(row: Pick<AnnouncementRow, 'signUpEnabled' | 'storedStatus' | 'endDate' | 'noExpiry'>, hasMember: boolean, now: number): SignUpStatus | null {
  if (!hasMember || row.signUpEnabled !== 1) return null;
  const ended = row.noExpiry !== 1 && now >= row.endDate + DAY_MS;
  const stored = row.storedStatus as SignUpStatus | null;
  if (stored && !(ended && stored === 'JOINED')) return stored;
  return ended ? 'SIGN_UP_DUE' : 'ALLOW_JOIN';
}

const SELECT = `SELECT a.id, a.type, a.group_name AS groupName, a.title, a.content, a.start_date AS startDate, a.end_date AS endDate,
  a.no_expiry AS noExpiry, a.linked_promotion_id AS linkedPromotionId, a.image_required AS imageRequired, a.remark_required AS remarkRequired,
  a.sign_up_enabled AS signUpEnabled, a.sign_up_request_reward_type AS signUpRequestRewardType, a.hot,
  s.status AS storedStatus, r.read_at AS readAt
  FROM announcements a
  LEFT JOIN promotion_signups s ON s.announcement_id = a.id AND s.member_id = ?
  LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = ?`;

export interface AnnouncementQuery {
  merchantCode: string;
  memberId: number | null;
  types: readonly NoticeType[];
  groupName?: string;
  id?: number;
  categoryId?: number;
  hotOnly?: boolean;
  /** The player's language: titles and contents in it where the merchant has them (content_texts). */
  language?: string;
  now?: number;
}

/** Visible announcements (started; not ended, except recently ended promotions), operator order. */
export function findAnnouncements(db: Db, q: AnnouncementQuery): Announcement[] {
  const now = q.now ?? Date.now();
  const where = ['a.merchant_code = ?', 'a.start_date <= ?', `(a.no_expiry = 1 OR a.end_date + ? > ? - CASE a.type WHEN 'PR' THEN ? ELSE 0 END)`];
  const params: unknown[] = [q.memberId, q.memberId, q.merchantCode, now, DAY_MS, now, ENDED_PROMOTION_GRACE_MS];
  where.push(`a.type IN (${q.types.map(() => '?').join(',') || "''"})`);
  params.push(...q.types);
  if (q.groupName) {
    where.push(`(a.group_name = '' OR a.group_name = ?)`);
    params.push(q.groupName);
  }
  if (q.id !== undefined) {
    where.push('a.id = ?');
    params.push(q.id);
  }
  if (q.categoryId !== undefined) {
    where.push('a.id IN (SELECT announcement_id FROM announcement_categories WHERE category_id = ?)');
    params.push(q.categoryId);
  }
  if (q.hotOnly) where.push('a.hot = 1');
  const rows = db.prepare(`${SELECT} WHERE ${where.join(' AND ')} ORDER BY a.sort, a.id`).all(...params) as AnnouncementRow[];
  const categories = db.prepare('SELECT category_id AS id FROM announcement_categories WHERE announcement_id = ? ORDER BY category_id');
  const images = db.prepare('SELECT sequence FROM announcement_images WHERE announcement_id = ? ORDER BY sequence');
  const texts = textsIn(db, q.merchantCode, 'announcement', q.language, rows.map((r) => r.id));
  return inLanguage(rows, (r) => r.id, texts, ['title', 'content']).map((row) => ({
    // Only rows of the asked types are selected.
    id: row.id, type: row.type as NoticeType, title: row.title, content: row.content,
    startDate: new Date(row.startDate).toISOString(), endDate: new Date(row.endDate).toISOString(),
    noExpiry: row.noExpiry === 1 ? 1 : 0, groupName: row.groupName, hot: row.hot === 1,
    promoAnnouncementCategoryIds: (categories.all(row.id) as { id: number }[]).map((c) => c.id),
    announcementImages: (images.all(row.id) as { sequence: number }[]).map((i) => ({ sequence: i.sequence, url: mediaUrl.announcement(row.id, i.sequence) })),
    linkedPromotionId: row.linkedPromotionId, imageRequired: row.imageRequired, remarkRequired: row.remarkRequired,
    signUpRequestRewardType: row.signUpRequestRewardType,
    signUpStatus: row.type === 'PR' ? signUpStatus(row, q.memberId !== null, now) : null,
    ...(q.memberId !== null ? { read: row.readAt !== null } : {}),
  }));
}

/** Parses "B,PL,PU" into known types; unknown entries are reported, not silently dropped. */
export function parseTypes(text: string): { types: AnnouncementType[]; unknown: string[] } {
  const parts = text.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean);
  const known = parts.filter((t): t is AnnouncementType => (ANNOUNCEMENT_TYPES as readonly string[]).includes(t));
  return { types: [...new Set(known)], unknown: parts.filter((t) => !known.includes(t as AnnouncementType)) };
}

/** Whose read flags and sign-ups apply: real members only (type 4 trial accounts get neither). */
export function readerId(session: { memberId: number; type: number } | null): number | null {
  return session && session.type !== 4 ? session.memberId : null;
}
