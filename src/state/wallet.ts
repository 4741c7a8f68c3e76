import { signal } from '@preact/signals-react';

export interface WalletInfo {
  sumBalance: number;
}

export const wallet = signal<WalletInfo | null>(null);

/** True while a refresh is in flight: the balance is masked meanwhile. */
export const walletLoading = signal<boolean>(false);

/** The player chose to hide the balance (shown as stars). */
export const balanceHidden = signal<boolean>(false);

export function clearWallet(): void {
  wallet.value = null;
  walletLoading.value = false;
}

/** Balance with 2 decimals, or stars when hidden or loading. */
export function formatBalance(info: WalletInfo | null, hidden: boolean, loading: boolean): string {
  if (hidden || loading || !info) return '****';
  return info.sumBalance.toFixed(2);
}
