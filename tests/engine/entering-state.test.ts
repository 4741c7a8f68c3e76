import { describe, expect, it } from 'vitest';
import { buildContext } from '../../src/engine/build-context';
import { enteringState } from '../../src/engine/entering-state';
import type { ScreenDocument } from '../../src/engine/types';

const screen = (onEnter: ScreenDocument['onEnter'], initial?: ScreenDocument['initial']): ScreenDocument =>
  ({ schemaVersion: '1.0', kind: 'screen', id: 's', root: { type: 'Stack' }, onEnter, initial }) as ScreenDocument;
const route = { path: '/m/live-games', query: { type: 'BAC' }, params: { gameType: 'LIVE' } };
const contextWith = (state: Record<string, unknown>) => buildContext({ route, state });

describe('enteringState', () => {
  it("applies the screen's first state.set actions, each seeing the ones before it", () => {
    const doc = screen(
      [
        { do: 'state.set', key: 'gameType', value: { $: { var: 'route.params.gameType' } } },
        { do: 'state.set', key: 'classify', value: { $: { var: 'route.query.type' } } },
        { do: 'state.set', key: 'label', value: { $: { cat: [{ var: 'state.gameType' }, '/', { var: 'state.classify' }] } } },
      ],
      { state: { dataType: 'all' } },
    );
    expect(enteringState(doc, contextWith)).toEqual({ dataType: 'all', gameType: 'LIVE', classify: 'BAC', label: 'LIVE/BAC' });
  });

  it('stops at the first other action: what follows may depend on its outcome', () => {
    const doc = screen([
      { do: 'state.set', key: 'a', value: 1 },
      { do: 'api', call: 'games.hot' },
      { do: 'state.set', key: 'b', value: 2 },
    ]);
    expect(enteringState(doc, contextWith)).toEqual({ a: 1 });
  });

  it('a screen without actions on entering starts from its initial state', () => {
    expect(enteringState(screen(undefined, { state: { tab: 'x' } }), contextWith)).toEqual({ tab: 'x' });
  });
});
