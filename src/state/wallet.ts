import { signal } from '@preact/signals-react';

export interface WalletInfo {
  sumBalance: number;
}

export const wallet = signal<WalletInfo | null>(null);

/** When the balance in `wallet` arrived (epoch ms), 0 when there is none. */
export const walletLoadedAt = signal<number>(0);

/** Stores a balance that just arrived from the server. */
export function setWallet(info: WalletInfo, now = Date.now()): void {
  wallet.value = { sumBalance: info.sumBalance };
  walletLoadedAt.value = now;
}

/** True when a balance exists and is at most `maxAgeMs` old. */
export function walletIsFresh(maxAgeMs: number, now = Date.now()): boolean {
  return wallet.value !== null && now - walletLoadedAt.value <= maxAgeMs;
}

/** True while a refresh is in flight: the balance is masked meanwhile. */
export const walletLoading = signal<boolean>(false);

/** The player chose to hide the balance (shown as stars). */
export const balanceHidden = signal<boolean>(false);

export function clearWallet(): void {
  wallet.value = null;
  walletLoadedAt.value = 0;
  walletLoading.value = false;
}

/** Balance with 2 decimals, or stars when hidden or loading. */
export function formatBalance(info: WalletInfo | null, hidden: boolean, loading: boolean): string {
  if (hidden || loading || !info) return '****';
  return info.sumBalance.toFixed(2);
}
