/**
 * The inline SVG icon set (24×24, stroked with currentColor). No icon font: fonts cost a request,
 * flash as boxes on slow phones and cannot be checked by the layout schema.
 */
export const CORE_ICON_PATHS = {
  menu: 'M3 12h18M3 6h18M3 18h18',
  close: 'M18 6 6 18M6 6l12 12',
  back: 'M15 18l-6-6 6-6',
  chevronRight: 'M9 18l6-6-6-6',
  chevronDown: 'M6 9l6 6 6-6',
  eye: 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8zM12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6z',
  eyeOff:
    'M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19m-6.72-1.07a3 3 0 1 1-4.24-4.24M1 1l22 22',
  check: 'M20 6 9 17l-5-5',
  refresh: 'M23 4v6h-6M1 20v-6h6M3.51 9a9 9 0 0 1 14.85-3.36L23 10M1 14l4.64 4.36A9 9 0 0 0 20.49 15',
  user: 'M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 3a4 4 0 1 0 0 8 4 4 0 1 0 0-8z',
  gift:
    'M20 12v10H4V12M2 7h20v5H2zM12 22V7M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  mail: 'M4 4h16c1.1 0 2 .9 2 2v12c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2V6c0-1.1.9-2 2-2zM22 6l-10 7L2 6',
  account: 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20zM12 7a3 3 0 1 0 0 6 3 3 0 1 0 0-6zM6.2 18.4a7 7 0 0 1 11.6 0',
  deposit: 'M3 4h18a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM1 10h22M12 13v4M10 15h4',
  login: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3',
  vip: 'M2 20h20M3 8l4.5 5L12 5l4.5 8L21 8l-2 9H5z',
  promotion: 'M20.59 13.41l-7.17 7.17a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82zM7 7h.01',
  download: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3',
  home: 'M3 9l9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM9 22V12h6v10',
  lock: 'M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM7 11V7a5 5 0 0 1 10 0v4',
  phone: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM12 18h.01',
  service: 'M3 18v-6a9 9 0 0 1 18 0v6M21 19a2 2 0 0 1-2 2h-1v-6h3zM3 19a2 2 0 0 0 2 2h1v-6H3z',
  plus: 'M12 5v14M5 12h14',
  heart:
    'M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z',
  search: 'M11 3a8 8 0 1 0 0 16 8 8 0 1 0 0-16zM21 21l-4.35-4.35',
  help: 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20zM9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3M12 17h.01',
  notice: 'M3 11l18-5v12L3 14v-3zM11.6 16.8a3 3 0 1 1-5.8-1.6',
} as const;

/**
 * Icons the first screen's chrome does not draw (social networks, game categories, records…):
 * their paths come in a chunk of their own (icons-extra.ts), fetched at boot.
 */
export const EXTRA_ICON_NAMES = [
  'withdraw',
  'logout',
  'invite',
  'globe',
  'settings',
  'star',
  'feedback',
  'mall',
  'betRecord',
  'accountRecord',
  'chart',
  'wrench',
  'blocked',
  'facebook',
  'google',
  'inbox',
  'calendar',
  'trophy',
  'filter',
  'chat',
  'telegram',
  'grid',
  'clock',
  'fire',
  'copy',
  'instagram',
  'youtube',
  'twitter',
  'tiktok',
  'whatsapp',
  'line',
  'slots',
  'live',
  'cards',
  'fish',
  'ball',
  'gamepad',
  'ticket',
  'bolt',
  'cloudOff',
] as const;

export type IconName = keyof typeof CORE_ICON_PATHS | (typeof EXTRA_ICON_NAMES)[number];
export const ICON_NAMES = [...Object.keys(CORE_ICON_PATHS), ...EXTRA_ICON_NAMES] as unknown as [IconName, ...IconName[]];
