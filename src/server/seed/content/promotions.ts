/** Promotion categories and promotions, with the demo member's sign-up state for each. */
export interface PromotionCategorySeed {
  id: number;
  /** Translation key shown as the category title. */
  title: string;
  color: string;
}

export const PROMOTION_CATEGORIES: PromotionCategorySeed[] = [
  { id: 1, title: 'promo_category_new_member', color: '#ff7a1a' },
  { id: 2, title: 'promo_category_daily', color: '#2f80ed' },
  { id: 3, title: 'promo_category_slots', color: '#e53950' },
  { id: 4, title: 'promo_category_live', color: '#1b998b' },
  { id: 5, title: 'promo_category_sports', color: '#0984e3' },
  { id: 6, title: 'promo_category_vip', color: '#d4af37' },
];

/** Stored states; ALLOW_JOIN and SIGN_UP_DUE are derived (no row, open or ended promotion). */
export type StoredSignUpStatus = 'PENDING' | 'JOINED' | 'REJECTED' | 'ISSUED' | 'CLAIMED';

export interface PromotionSeed {
  title: string;
  intro: string;
  rules: string[];
  categories: number[];
  startOffset: number;
  endOffset: number;
  noExpiry: boolean;
  signUp: boolean;
  /** O = manual apply (join goes to PENDING); D = direct claim. */
  rewardType: 'O' | 'D';
  imageRequired: boolean;
  remarkRequired: boolean;
  demoStatus: StoredSignUpStatus | null;
}

const base = { noExpiry: false, signUp: true, rewardType: 'D' as const, imageRequired: false, remarkRequired: false, demoStatus: null };

export const PROMOTIONS: PromotionSeed[] = [
  { ...base, title: 'Welcome Bonus 100%', intro: 'Double your first deposit up to 1,888.', rules: ['Minimum deposit 100.', 'Turnover 15x bonus plus deposit.', 'One bonus per member, device and IP.'], categories: [1], startOffset: -20, endOffset: 60, rewardType: 'O' },
  { ...base, title: 'Daily Slot Reload 10%', intro: 'Reload every day and get 10% extra on slots.', rules: ['Up to 500 per day.', 'Valid for RNG games only.', 'Turnover 8x.'], categories: [2, 3], startOffset: -40, endOffset: 0, noExpiry: true },
  { ...base, title: 'Weekend Live Casino Cashback', intro: 'Up to 8% cashback on weekend live casino losses.', rules: ['Paid every Monday.', 'Minimum net loss 200.'], categories: [4], startOffset: -14, endOffset: 45, rewardType: 'O', demoStatus: 'PENDING' },
  { ...base, title: 'Sports First Bet Insurance', intro: 'Lost your first sports bet? Get it back as a free bet.', rules: ['Up to 300.', 'Upload your bet slip and tell us the match.'], categories: [5, 1], startOffset: -10, endOffset: 20, imageRequired: true, remarkRequired: true, demoStatus: 'JOINED' },
  { ...base, title: 'Big Win Screenshot Contest', intro: 'Share a screenshot of your biggest slot win.', rules: ['Multiplier of 500x or more.', 'Best 20 screenshots win 588 each.'], categories: [3], startOffset: -7, endOffset: 21, imageRequired: true, demoStatus: 'JOINED' },
  { ...base, title: 'Deposit Rebate Request', intro: 'Tell us your deposit reference and receive a 2% rebate.', rules: ['Rebate on deposits above 1,000.', 'Mention the reference in the remarks.'], categories: [2], startOffset: -5, endOffset: 25, remarkRequired: true, demoStatus: 'JOINED' },
  { ...base, title: 'Birthday Gift', intro: 'A gift from us in your birthday month.', rules: ['VIP 1 and above.', 'Claim within your birthday month.'], categories: [6], startOffset: -30, endOffset: 0, noExpiry: true, demoStatus: 'JOINED' },
  { ...base, title: 'VIP Upgrade Bonus', intro: 'Level up and collect an instant upgrade bonus.', rules: ['Bonus paid once per level.', 'Turnover 1x.'], categories: [6], startOffset: -60, endOffset: 0, noExpiry: true, demoStatus: 'REJECTED' },
  { ...base, title: 'Fishing Frenzy Jackpot', intro: 'Catch the golden dragon for a share of 50,000.', rules: ['All fishing games count.', 'Prize paid within 24 hours.'], categories: [3], startOffset: -15, endOffset: 15, demoStatus: 'ISSUED' },
  { ...base, title: 'Refer a Friend Reward', intro: 'Earn 88 for every friend who deposits.', rules: ['Friend must deposit at least 200.', 'No limit on referrals.'], categories: [1, 6], startOffset: -90, endOffset: 0, noExpiry: true, demoStatus: 'CLAIMED' },
  { ...base, title: 'Lunar New Year Red Packets', intro: 'Red packets rained every hour during the festival.', rules: ['Event has ended, thank you for joining.'], categories: [2], startOffset: -40, endOffset: -3 },
  { ...base, title: 'Lottery Lucky Draw Day', intro: 'One day only: every lottery ticket enters the lucky draw.', rules: ['Draw at 22:00.', 'Winners announced in notices.'], categories: [2], startOffset: 0, endOffset: 0, signUp: false },
  { ...base, title: 'eSports Parlay Boost', intro: 'Extra 12% on eSports parlays of three legs or more.', rules: ['All eSports vendors.', 'Boost credited after settlement.'], categories: [5], startOffset: -3, endOffset: 30, signUp: false },
];

const p = (text: string) => `<p style="font-size:28px;line-height:44px;margin:0 0 20px">${text}</p>`;

const TERMS = 'General terms apply. The platform may change or end this promotion at any time.';

/** Detail HTML: pixel sizes on purpose, the client converts px to rem (divide by 100). */
export function promotionHtml(promo: Pick<PromotionSeed, 'intro' | 'rules'>, terms = TERMS): string {
  const rows = promo.rules.map((r, i) => `<tr><td style="padding:12px 16px;width:60px">${i + 1}</td><td style="padding:12px 16px">${r}</td></tr>`).join('');
  return (
    p(`<strong>${promo.intro}</strong>`) +
    `<table style="width:100%;border-collapse:collapse;font-size:26px"><tbody>${rows}</tbody></table>` +
    p(terms)
  );
}
