/**
 * Answers to boot calls that index.html's first script started before the app's code arrived
 * (src/app/early/early-requests.ts). Each is taken once, by the call it stands for.
 */
import { safeJson } from './client';
import { takeEarly } from './early-answers';

export { takeEarly };

/**
 * The answer read as wretch reads one: the parsed JSON body, or an error with the status and the
 * body's text (so failures map to the same ApiError). The call's timeout or cancel still applies.
 */
export function earlyBody(answer: Promise<Response>, signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer
      .then(async (res) => {
        const text = await res.text();
        if (res.ok) return JSON.parse(text) as unknown;
        throw Object.assign(new Error(`HTTP ${res.status}`), { status: res.status, text, json: safeJson(text) });
      })
      .then(resolve, reject);
  });
}

/** The early answer for this path when there is one, else a request made now. */
export function earlyOr(path: string, signal: AbortSignal, request: () => Promise<unknown>): Promise<unknown> {
  const early = takeEarly(path);
  return early ? earlyBody(early, signal) : request();
}
