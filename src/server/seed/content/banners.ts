/** Banner groups: m_home (lobby), m_game (game pages), m_reg (registration). */
export interface BannerSeed {
  groupName: 'm_home' | 'm_game' | 'm_reg';
  title: string;
  subtitle: string;
  /** Where a tap leads, inside the app. */
  link: string;
}

export const BANNERS: BannerSeed[] = [
  { groupName: 'm_home', title: 'Welcome Bonus 100%', subtitle: 'Double your first deposit up to 1,888', link: '/m/activity' },
  { groupName: 'm_home', title: 'Weekend Cashback 8%', subtitle: 'Live casino losses back every Monday', link: '/m/activity' },
  { groupName: 'm_home', title: 'Fishing Frenzy Jackpot', subtitle: 'Catch the golden dragon, share 50,000', link: '/m/fishing-games' },
  { groupName: 'm_home', title: 'Invite Friends', subtitle: 'Earn 88 for every friend who deposits', link: '/m/inviteFriends' },
  { groupName: 'm_game', title: 'New PG Soft Slots', subtitle: 'Five fresh titles in the slots lobby', link: '/m/slot-games' },
  { groupName: 'm_game', title: 'Lightning Roulette Cup', subtitle: 'Top multipliers share 88,888', link: '/m/roulette' },
  { groupName: 'm_game', title: 'eSports Parlay Boost', subtitle: 'Extra 12% on three legs or more', link: '/m/esport-games' },
  { groupName: 'm_reg', title: 'Join in 30 Seconds', subtitle: 'Register now and claim your welcome bonus', link: '/m/register' },
  { groupName: 'm_reg', title: 'Safe and Secure', subtitle: 'Encrypted sign-in, 24/7 support', link: '/m/help' },
];
