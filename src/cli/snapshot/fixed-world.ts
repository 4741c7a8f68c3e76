import { clearMember, setMember, vipProgress } from '../../state/member';
import { template, whitelabel } from '../../state/platform';
import { clearSession, saveSession } from '../../state/session';
import { balanceHidden, wallet, walletLoading } from '../../state/wallet';
import { device } from '../../state/device';
import { modals } from '../../state/ui';
import { setClock } from '../../engine/operations';
import type { Combination } from './matrix';

/** Local noon on a fixed day, in whatever time zone the snapshots are taken. */
const SNAPSHOT_NOW = new Date(2026, 0, 15, 12, 0, 0).getTime();

const NAMES: Record<number, { userName: string; nickname: string }> = {
  0: { userName: 'demo', nickname: 'Demo Player' },
  1: { userName: 'agent01', nickname: 'Demo Agent' },
  4: { userName: 'trial0001', nickname: '' },
};

/**
 * Puts the signals into one fixed state per combination (flags, template, session, member,
 * wallet, device, no open modals), so a snapshot changes only when what the layouts show does.
 */
export function enterWorld(combination: Combination): void {
  setClock(() => SNAPSHOT_NOW);
  whitelabel.value = combination.flags;
  template.value = { templateId: 1, merchantCode: 'DEMO', parameters: combination.templateParams };
  device.value = { ios: false, android: false, safari: false, pwa: false, app: false, webclip: false, iosVersion: 0 };
  modals.value = {};
  balanceHidden.value = false;
  walletLoading.value = false;
  if (combination.member === 'guest') {
    clearSession();
    clearMember();
    wallet.value = null;
    return;
  }
  const type = combination.member;
  const names = NAMES[type] ?? { userName: `member${type}`, nickname: '' };
  saveSession({ token: 'snapshot-token', merchantCode: type === 4 ? 'DEMOTRIAL' : 'DEMO', userName: names.userName, type, firstTimeLogin: false });
  setMember({ id: 1001, nickname: names.nickname || null, account: names.userName, type, userName: names.userName, clubLabel: { labelName: 'VIP 3' } });
  vipProgress.value = 0.35;
  wallet.value = { sumBalance: 1288.5 };
}
