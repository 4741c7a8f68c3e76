import { afterAll, beforeAll } from 'vitest';
import { setBaseUrl, setTokenSource } from '../../src/api/client';
import { startTestApp, type TestApp } from '../server/helpers';
import type { ServerConfig } from '../../src/server/deps';

/**
 * Starts a seeded platform on a loopback port for the suite and points the real client at it.
 * `session.token` is what the client sends as its bearer token.
 */
export function useLiveServer(overrides: Partial<ServerConfig> = {}) {
  const state: { t: TestApp | null; url: string; token: string | null } = { t: null, url: '', token: null };
  beforeAll(async () => {
    const t = await startTestApp(overrides);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    state.t = t;
    setBaseUrl(state.url);
    setTokenSource(() => state.token);
  });
  afterAll(async () => {
    setTokenSource(() => null);
    await state.t?.close();
  });
  return {
    get app() { return state.t!.app; },
    get db() { return state.t!.db; },
    get url() { return state.url; },
    setToken(token: string | null) { state.token = token; },
  };
}

/** Answer of the test hook holding a captcha's solution. */
export async function captchaAnswer(baseUrl: string, captchaId: string): Promise<string> {
  const res = await fetch(`${baseUrl}/ops/test/captcha/${captchaId}`, { headers: { authorization: 'Bearer test-ops-token-0123456789' } });
  return ((await res.json()) as { value: { answer: string } }).value.answer;
}

/** A slider puzzle solved as a player would (the gap's position read through the test hook): its pass. */
export async function solvedSlider(baseUrl: string): Promise<string> {
  const { getSliderPuzzle } = await import('../../src/api/endpoints/verification/slider');
  const { checkSliderPuzzle } = await import('../../src/api/endpoints/verification/slider-check');
  const puzzle = await getSliderPuzzle();
  const res = await fetch(`${baseUrl}/ops/test/slider/${puzzle.sliderId}`, { headers: { authorization: 'Bearer test-ops-token-0123456789' } });
  const { x } = ((await res.json()) as { value: { x: number } }).value;
  return (await checkSliderPuzzle({ sliderId: puzzle.sliderId, sliderX: x })).sliderToken;
}
