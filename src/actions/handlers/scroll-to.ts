import { z } from 'zod/mini';
import { scrollToAnchor } from '../browser';
import { actionSchema } from '../params';
import { defineAction } from '../types';

export const scrollToAction = defineAction({
  name: 'scroll.to',
  description: 'Bring the element with this anchor into view (a Stack with `anchor`, a Disclosure…), after the screen has updated.',
  params: actionSchema('scroll.to', { anchor: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]*$/)) }),
  // A frame later: the state change that reveals the target renders first.
  run: (action) =>
    typeof requestAnimationFrame === 'function'
      ? new Promise<void>((resolve) => requestAnimationFrame(() => resolve(scrollToAnchor(action.anchor))))
      : scrollToAnchor(action.anchor),
});
