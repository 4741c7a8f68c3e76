/**
 * The one documented context that every `when` condition is evaluated against.
 * Layout authors see exactly these names; keep this file and docs/conditions.md in step.
 */
export interface MemberContext {
  loggedIn: boolean;
  /** Member type from the session (default 4 = free/trial when unknown). */
  type: number;
  /** Any logged-in type not in 0, 4, 40. */
  isAgent: boolean;
  /** Type 4: free / trial account. */
  isTrial: boolean;
  /** Types 0, 1, 2: real accounts (deposit, free check). */
  isReal: boolean;
  /** Display name: nickname, else account, else userName. */
  name: string;
}

export interface DeviceContext {
  ios: boolean;
  android: boolean;
  safari: boolean;
  /** Installed progressive web app (display-mode standalone). */
  pwa: boolean;
  /** Inside the native app shell. */
  app: boolean;
  /** iOS home-screen web clip. */
  webclip: boolean;
  /** iOS major version (12 for "OS 12_4"), 0 when not iOS. */
  iosVersion: number;
}

export interface EvalContext {
  /** Whitelabel switches by code (USERNAMEREG3, CBS3, …); values as the server sends them. */
  flags: Record<string, unknown>;
  /** Template parameters (switch_register_button, footer_nav, mem_cen, …). */
  template: Record<string, unknown>;
  member: MemberContext;
  /** `params`: fixed values of the route entry (routes.json), e.g. the game type of /m/slot-games. */
  route: { path: string; query: Record<string, string>; params: Record<string, string> };
  device: DeviceContext;
  /** Current language code, e.g. "CN" or "EN". */
  lang: string;
  /** Values of the current screen's form. */
  form: Record<string, unknown>;
  /** Screen-level UI state (captchaNeeded, open modals, …) and global ui state. */
  state: Record<string, unknown>;
  /** Loaded data (wallet, announcements, …) made visible to conditions. */
  data: Record<string, unknown>;
}
