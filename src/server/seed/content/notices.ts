/** Player notices, pop-ups, hot news and agent announcements (everything but promotions). */
export interface NoticeSeed {
  type: 'PL' | 'PU' | 'H' | 'A';
  groupName: string;
  title: string;
  content: string;
  /** Days relative to the seed day. */
  startOffset: number;
  endOffset: number;
  noExpiry: boolean;
  hot: boolean;
  withImage: boolean;
}

/** One paragraph of a notice, sized in design pixels (the client converts px to rem). */
export const noticeParagraph = (text: string) => `<p style="font-size:28px;line-height:44px;margin:0 0 20px">${text}</p>`;
const p = noticeParagraph;

export const NOTICES: NoticeSeed[] = [
  {
    type: 'PL', groupName: '', title: 'Scheduled maintenance this Thursday', startOffset: -1, endOffset: 6, noExpiry: false, hot: false, withImage: false,
    content: p('Dear members, the platform will undergo routine maintenance on Thursday from <strong>02:00 to 04:00 (GMT+8)</strong>.') +
      p('Deposits, withdrawals and games may be unavailable during this window. Thank you for your patience.'),
  },
  {
    type: 'PL', groupName: '', title: 'New instant bank transfer channel', startOffset: -3, endOffset: 30, noExpiry: false, hot: false, withImage: false,
    content: p('Instant bank transfer is now available for deposits from 100 to 50,000.') + p('Credits usually arrive within <strong>1 minute</strong>.'),
  },
  {
    type: 'PL', groupName: '', title: 'Responsible gaming reminder', startOffset: -30, endOffset: 0, noExpiry: true, hot: false, withImage: false,
    content: p('Play for fun and set yourself limits. You can request a cooling-off period at any time through customer service.') +
      p('Gambling is for players aged <strong>18</strong> and over only.'),
  },
  {
    type: 'PL', groupName: '', title: 'PG Soft releases five new slots', startOffset: -2, endOffset: 12, noExpiry: false, hot: true, withImage: false,
    content: p('Five brand-new PG Soft titles are live in the slots lobby. Look for the <em>NEW</em> badge.'),
  },
  {
    type: 'PL', groupName: '', title: 'Keep your account secure', startOffset: -10, endOffset: 0, noExpiry: true, hot: false, withImage: false,
    content: p('Our staff will never ask for your password or SMS code. Enable a payment password in the security centre.'),
  },
  {
    type: 'PU', groupName: 'm_home', title: 'Welcome to the new mobile lobby', startOffset: -5, endOffset: 25, noExpiry: false, hot: false, withImage: true,
    content: p('Faster pages, favourites that follow you across devices and a brand-new promotion centre. Enjoy!'),
  },
  {
    type: 'PU', groupName: 'm_home', title: 'Weekend cashback is back', startOffset: -1, endOffset: 2, noExpiry: false, hot: false, withImage: true,
    content: p('Get up to <strong>8%</strong> cashback on live casino losses every weekend. See Promotions for details.'),
  },
  {
    type: 'H', groupName: 'm_home', title: 'Champions League parlay boost', startOffset: -2, endOffset: 10, noExpiry: false, hot: true, withImage: true,
    content: p('Parlays of four legs or more on Champions League matches pay an extra 15%.'),
  },
  {
    type: 'H', groupName: 'm_home', title: 'Lightning Roulette tournament', startOffset: -1, endOffset: 5, noExpiry: false, hot: true, withImage: true,
    content: p('Top 50 multipliers share a prize pool of <strong>88,888</strong>.'),
  },
  {
    type: 'H', groupName: 'm_home', title: 'Refer a friend, earn forever', startOffset: -20, endOffset: 0, noExpiry: true, hot: true, withImage: false,
    content: p('Invite friends from the member centre and earn a share of their turnover every week.'),
  },
  {
    type: 'A', groupName: 'm_home', title: 'Agent commission settled for last month', startOffset: -2, endOffset: 28, noExpiry: false, hot: false, withImage: false,
    content: p('Commission for last month has been credited. Check the dividend page for the breakdown.'),
  },
  {
    type: 'A', groupName: 'm_home', title: 'New daily salary contract terms', startOffset: -6, endOffset: 24, noExpiry: false, hot: false, withImage: false,
    content: p('Daily salary contracts now include tiers for teams of 50 and 100 active members.') +
      p('Review and sign the new contract from the agent centre.'),
  },
  {
    type: 'A', groupName: 'm_home', title: 'Agent support hours extended', startOffset: -12, endOffset: 0, noExpiry: true, hot: false, withImage: false,
    content: p('Dedicated agent support is now available from 09:00 to 01:00 every day.'),
  },
];
