import { act } from '@testing-library/react';
import { session } from '../../src/state/session';
import { member, vipProgress } from '../../src/state/member';
import { template, whitelabel } from '../../src/state/platform';
import { balanceHidden, wallet, walletLoading } from '../../src/state/wallet';
import { modals } from '../../src/state/ui';
import { device } from '../../src/state/device';
import { language } from '../../src/state/prefs';
import { NO_DEVICE } from '../../src/engine/build-context';

/** Puts the app's signals in a known state for a test; resetSignals() undoes it. */
export function setPlatform(flags: Record<string, boolean>, parameters: Record<string, string> = {}): void {
  whitelabel.value = flags;
  template.value = { templateId: 1, merchantCode: 'DEMO', parameters: { title: 'Demo Casino', language: 'CN,EN', ...parameters } };
}

export function signInDemo(): void {
  session.value = { token: 't0k3n', merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false };
  member.value = { id: 1, nickname: 'Demo Player', account: 'demo', type: 0, userName: 'demo', clubLabel: { labelName: 'VIP 3' } };
  wallet.value = { sumBalance: 1288.5 };
  vipProgress.value = 0.456;
}

export function openModal(name: string): void {
  act(() => {
    modals.value = { ...modals.value, [name]: true };
  });
}

export function resetSignals(): void {
  session.value = null;
  member.value = null;
  vipProgress.value = null;
  wallet.value = null;
  walletLoading.value = false;
  balanceHidden.value = false;
  whitelabel.value = {};
  template.value = null;
  modals.value = {};
  device.value = { ...NO_DEVICE };
  language.value = 'CN';
}
