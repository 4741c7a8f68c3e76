import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLayoutIssues, layoutIssues } from '../../src/render/issues';
import { setScreenState } from '../../src/state/screen';
import { whitelabel } from '../../src/state/platform';
import { z } from 'zod';
import { defineWidget } from '../../src/render/widget';
import { boxWidget, renderDocument, screenDoc } from './helpers';

beforeEach(() => {
  clearLayoutIssues();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  whitelabel.value = {};
});

const box = (label: string, extra: object = {}) => ({ type: 'Box', props: { label }, ...extra });

describe('LayoutRenderer', () => {
  it('renders an unknown widget type as its fallback while its siblings render', () => {
    renderDocument(
      screenDoc(box('root', { children: [box('before'), { type: 'NoSuchWidget', fallback: box('stand-in') }, box('after')] })),
    );
    expect(screen.getByTestId('before')).toBeTruthy();
    expect(screen.getByTestId('stand-in')).toBeTruthy();
    expect(screen.getByTestId('after')).toBeTruthy();
    expect(layoutIssues.value.map((i) => i.path)).toEqual(['/root/children/1']);
  });

  it('replaces a node with invalid props by its fallback and reports the JSON path', () => {
    renderDocument(screenDoc(box('root', { children: [box('ok'), { type: 'Box', props: { label: 7 }, fallback: box('fallback') }] })));
    expect(screen.getByTestId('fallback')).toBeTruthy();
    const issue = layoutIssues.value[0];
    expect(issue).toMatchObject({ documentId: 'testScreen', path: '/root/children/1' });
    expect(issue.message).toContain('props.label');
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('testScreen/root/children/1'));
  });

  it('drops an invalid node without a fallback, keeping its siblings', () => {
    renderDocument(screenDoc(box('root', { children: [{ type: 'Box', props: {} }, box('sibling')] })));
    expect(screen.getByTestId('sibling')).toBeTruthy();
    expect(screen.getByTestId('root').children).toHaveLength(1);
  });

  it('renders the fallback of a view that throws and reports it; siblings keep rendering', () => {
    renderDocument(screenDoc(box('root', { children: [{ type: 'Boom', fallback: box('safe') }, box('neighbour'), { type: 'Boom' }] })));
    expect(screen.getByTestId('safe')).toBeTruthy();
    expect(screen.getByTestId('neighbour')).toBeTruthy();
    const thrown = layoutIssues.value.filter((i) => i.message.includes('kaboom'));
    expect(thrown.map((i) => i.path).sort()).toEqual(['/root/children/0', '/root/children/2']);
  });

  it('a view that starts throwing on an update costs only itself: its fallback shows, its siblings stay', () => {
    const moody = defineWidget<{ label: string }>({
      type: 'Moody',
      description: 'throws for one label',
      props: z.object({ label: z.string() }),
      view: ({ props }) => {
        if (props.label === 'bad') throw new Error('moody threw');
        return <span data-testid={`moody-${props.label}`} />;
      },
    });
    const doc = screenDoc(box('root', {
      children: [box('left'), { type: 'Moody', props: { label: { $: { var: 'state.mood' } } }, fallback: box('calm') }, box('right')],
    }));
    const { store } = renderDocument(doc, { widgets: [boxWidget, moody] });
    act(() => setScreenState(store, { mood: 'good' }));
    expect(screen.getByTestId('moody-good')).toBeTruthy();
    act(() => setScreenState(store, { mood: 'bad' }));
    expect(screen.getByTestId('calm')).toBeTruthy();
    expect(screen.getByTestId('left')).toBeTruthy();
    expect(screen.getByTestId('right')).toBeTruthy();
    expect(layoutIssues.value.filter((i) => i.message.includes('moody threw')).map((i) => i.path)).toEqual(['/root/children/1']);
    // Mended data renders the widget again, in place of its fallback.
    act(() => setScreenState(store, { mood: 'fine' }));
    expect(screen.getByTestId('moody-fine')).toBeTruthy();
    expect(screen.queryByTestId('calm')).toBeNull();
  });

  it('mirrors issues on window.__layoutIssues for QA', () => {
    renderDocument(screenDoc(box('root', { children: [{ type: 'Nope' }] })));
    expect(window.__layoutIssues?.[0]?.path).toBe('/root/children/0');
  });

  it('re-evaluates `when` when screen state changes', () => {
    const { store } = renderDocument(screenDoc(box('root', { children: [box('secret', { when: { var: 'state.open' } })] })));
    expect(screen.queryByTestId('secret')).toBeNull();
    act(() => setScreenState(store, { open: true }));
    expect(screen.getByTestId('secret')).toBeTruthy();
    act(() => setScreenState(store, { open: false }));
    expect(screen.queryByTestId('secret')).toBeNull();
  });

  it('re-evaluates `when` when a global signal (whitelabel flag) changes', () => {
    renderDocument(screenDoc(box('root', { children: [box('sms', { when: { var: 'flags.MOBILEVERIFYLOGIN3' } })] })));
    expect(screen.queryByTestId('sms')).toBeNull();
    act(() => {
      whitelabel.value = { MOBILEVERIFYLOGIN3: true };
    });
    expect(screen.getByTestId('sms')).toBeTruthy();
  });

  it('runs node.on[event] through the dispatcher with the event payload', async () => {
    const { store } = renderDocument(
      screenDoc({ type: 'Press', on: { press: [{ do: 'state.set', key: 'got', value: { $: { var: 'event.value' } } }] } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'press me' }));
    await waitFor(() => expect(store.state.value.got).toBe(42));
  });

  it('gives handlers a scope with the screen, the context and the navigation of the environment', async () => {
    const runActions = vi.fn().mockResolvedValue(undefined);
    const navigate = vi.fn();
    const { store } = renderDocument(screenDoc({ type: 'Press', on: { press: [{ do: 'navigate', to: '/m/login' }] } }), {
      env: { runActions, navigate, route: { path: '/m/home', query: { a: '1' } } },
    });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(runActions).toHaveBeenCalledTimes(1));
    const [actions, scope] = runActions.mock.calls[0];
    expect(actions).toEqual([{ do: 'navigate', to: '/m/login' }]);
    expect(scope.screen).toBe(store);
    expect(scope.navigate).toBe(navigate);
    expect(scope.event).toEqual({ value: 42 });
    expect(scope.context().route).toEqual({ path: '/m/home', query: { a: '1' }, params: {} });
  });

  it('keeps screen.fields to the visible fields', () => {
    const doc = screenDoc(box('root', {
      children: [
        { type: 'Field', props: { name: 'username', rule: 'loginUsername' } },
        { type: 'Field', props: { name: 'captcha', rule: 'captcha', maxLength: 6 }, when: { var: 'state.captchaNeeded' } },
      ],
    }));
    const { store } = renderDocument(doc);
    expect(store.fields.value.map((f) => f.name)).toEqual(['username']);
    act(() => setScreenState(store, { captchaNeeded: true }));
    expect(store.fields.value).toEqual([
      { name: 'username', rule: 'loginUsername' },
      { name: 'captcha', rule: 'captcha', maxLength: 6 },
    ]);
  });
});
