import { vi } from 'vitest';
import type { ActionScope } from '../../src/actions/types';
import { runActionList } from './dispatch';
import { buildContext, type PartialContext } from '../../src/engine/build-context';
import { createScreenStore, type ScreenStore } from '../../src/state/screen';

/** A scope whose navigation is recorded and whose context shows the screen's form and state. */
export function fakeScope(options: { screen?: ScreenStore; event?: Record<string, unknown>; flags?: Record<string, unknown>; member?: PartialContext['member'] } = {}) {
  const screen = options.screen ?? createScreenStore();
  const navigate = vi.fn<(to: string, o?: { replace?: boolean }) => void>();
  const back = vi.fn<() => void>();
  const scope: ActionScope = {
    screen,
    context: () => buildContext({ form: screen.form.value, state: screen.state.value, flags: options.flags, member: options.member }),
    navigate,
    back,
    event: options.event,
    run: (list, override) => runActionList(list, { ...scope, ...override }),
  };
  return { scope, screen, navigate, back };
}
