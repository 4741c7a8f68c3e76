import type { StoreDb } from '../data/store';
import { mediaUrl } from './media-urls';
import { inLanguage, textsIn } from './texts';
import { categoriesOf, imagesOf, visibleAnnouncements, yesNo } from './announcement-rows';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Ended promotions stay listed this long, shown as SIGN_UP_DUE (closed). */
export const ENDED_PROMOTION_GRACE_MS = 30 * DAY_MS;
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
/** The types findAnnouncements lists: every one but banners (B), which are listed apart (banners.ts). */
export type NoticeType = Exclude<AnnouncementType, 'B'>;
export const isNoticeType = (type: AnnouncementType): type is NoticeType => type !== 'B';
export type SignUpStatus = 'ALLOW_JOIN' | 'PENDING' | 'JOINED' | 'REJECTED' | 'ISSUED' | 'CLAIMED' | 'SIGN_UP_DUE';

/** What a promotion's sign-up status is derived from. */
interface SignUpFacts {
  signUpEnabled: number;
  storedStatus: string | null;
  endDate: number;
  noExpiry: number;
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
export function signUpStatus(row: SignUpFacts, hasMember: boolean, now: number): SignUpStatus | null {
  if (!hasMember || row.signUpEnabled !== 1) return null;
  const ended = row.noExpiry !== 1 && now >= row.endDate + DAY_MS;
  const stored = row.storedStatus as SignUpStatus | null;
  if (stored && !(ended && stored === 'JOINED')) return stored;
  return ended ? 'SIGN_UP_DUE' : 'ALLOW_JOIN';
}

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
export async function findAnnouncements(db: StoreDb, q: AnnouncementQuery): Promise<Announcement[]> {
  const now = q.now ?? Date.now();
  if (q.types.length === 0) return [];
  const rows = await visibleAnnouncements(db, q, now, { notice: now - DAY_MS, promotion: now - DAY_MS - ENDED_PROMOTION_GRACE_MS });
  const ids = rows.map((r) => r.id);
  const [categories, images, texts] = [await categoriesOf(db, ids), await imagesOf(db, ids), await textsIn(db, q.merchantCode, 'announcement', q.language, ids)];
  return inLanguage(rows, (r) => r.id, texts, ['title', 'content']).map((row) => ({
    // Only rows of the asked types are selected.
    id: row.id, type: row.type as NoticeType, title: row.title, content: row.content,
    startDate: new Date(row.startDate).toISOString(), endDate: new Date(row.endDate).toISOString(),
    noExpiry: row.noExpiry === 1 ? 1 : 0, groupName: row.groupName, hot: row.hot === 1,
    promoAnnouncementCategoryIds: categories.get(row.id) ?? [],
    announcementImages: (images.get(row.id) ?? []).map((sequence) => ({ sequence, url: mediaUrl.announcement(row.id, sequence) })),
    linkedPromotionId: row.linkedPromotionId, imageRequired: yesNo(row.imageRequired), remarkRequired: yesNo(row.remarkRequired),
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
