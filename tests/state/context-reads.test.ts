import { computed } from '@preact/signals-react';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluate } from '../../src/engine/conditions';
import type { QueryView } from '../../src/engine/queries';
import { contextFor } from '../../src/state/context';
import { member } from '../../src/state/member';
import { createScreenStore, type ScreenStore } from '../../src/state/screen';
import { closeAllModals, toggleModal } from '../../src/state/ui';
import { wallet } from '../../src/state/wallet';

/**
 * A document is resolved in a computed over contextFor; it must run again when what its rules
 * read changes, and only then (a menu opening must not re-resolve the lobby).
 */
function watched(screen: ScreenStore, rule: Parameters<typeof evaluate>[0]) {
  let runs = 0;
  const value = computed(() => {
    runs += 1;
    return evaluate(rule, contextFor(screen, { path: '/m/home', query: {} }));
  });
  return { value, runs: () => runs };
}

const ready = { status: 'ready' } as QueryView;

afterEach(() => {
  closeAllModals();
  member.value = null;
  wallet.value = null;
});

describe('contextFor read by a computed', () => {
  it('follows the one modal a rule reads, not the others', () => {
    const screen = createScreenStore();
    const panel = watched(screen, '@state.modals.leftPanel');
    expect(panel.value.value).toBeFalsy();
    toggleModal('rightPanel', true);
    expect(panel.value.value).toBeFalsy();
    expect(panel.runs()).toBe(1);
    toggleModal('leftPanel', true);
    expect(panel.value.value).toBe(true);
    expect(panel.runs()).toBe(2);
  });

  it('follows the one query, state key or field a rule reads', () => {
    const screen = createScreenStore({ state: { tab: 'all' }, form: { name: '' } });
    const games = watched(screen, '@data.games.status');
    const tab = watched(screen, '@state.tab');
    const name = watched(screen, '@form.name');
    [games, tab, name].forEach((w) => w.value.value);
    screen.data.value = { ...screen.data.value, banners: ready };
    screen.state.value = { ...screen.state.value, other: 1 };
    screen.form.value = { ...screen.form.value, other: 'x' };
    [games, tab, name].forEach((w) => w.value.value);
    expect([games.runs(), tab.runs(), name.runs()]).toEqual([1, 1, 1]);
    screen.data.value = { ...screen.data.value, games: ready };
    screen.state.value = { ...screen.state.value, tab: 'hot' };
    screen.form.value = { ...screen.form.value, name: 'dr' };
    expect([games.value.value, tab.value.value, name.value.value]).toEqual(['ready', 'hot', 'dr']);
    expect([games.runs(), tab.runs(), name.runs()]).toEqual([2, 2, 2]);
  });

  it('does not follow the member, wallet or modals when no rule reads them', () => {
    const screen = createScreenStore({ state: { tab: 'all' } });
    const tab = watched(screen, { '==': ['@state.tab', 'all'] });
    expect(tab.value.value).toBe(true);
    member.value = { id: 1, nickname: 'Demo', type: 0, userName: 'demo' };
    wallet.value = { sumBalance: 5 };
    toggleModal('leftPanel', true);
    expect(tab.value.value).toBe(true);
    expect(tab.runs()).toBe(1);
  });
});
