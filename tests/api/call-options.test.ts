import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { call } from '../../src/api/client';
import { ApiError, isApiError } from '../../src/api/errors';

const answer = z.object({ ok: z.boolean() });

/** A request that answers after `ms` unless its signal aborts first (then it rejects as fetch does). */
function slowSend(ms: number, seen: { signal?: AbortSignal } = {}) {
  return (signal: AbortSignal) =>
    new Promise<unknown>((resolve, reject) => {
      seen.signal = signal;
      const timer = setTimeout(() => resolve({ success: true, value: { ok: true } }), ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
}

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe('call: timeout and cancelling signal', () => {
  it('a bare number is still the timeout, and a timeout is kind "timeout"', async () => {
    const error = await failure(call(answer, slowSend(1_000), 20));
    expect(isApiError(error) && error.kind).toBe('timeout');
  });

  it('{ timeoutMs } times out the same way, even with a signal that never aborts', async () => {
    const error = await failure(call(answer, slowSend(1_000), { timeoutMs: 20, signal: new AbortController().signal }));
    expect(isApiError(error) && error.kind).toBe('timeout');
  });

  it('aborting the signal aborts the request and fails with kind "cancelled"', async () => {
    const controller = new AbortController();
    const seen: { signal?: AbortSignal } = {};
    const pending = failure(call(answer, slowSend(1_000, seen), { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'cancelled', message: 'The request was cancelled', status: 0, code: 'cancelled' });
    expect(seen.signal?.aborted).toBe(true);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    let sent = false;
    const error = await failure(call(answer, async () => ((sent = true), { success: true, value: { ok: true } }), { signal: controller.signal }));
    expect(isApiError(error) && error.kind).toBe('cancelled');
    expect(sent).toBe(false);
  });

  it('answers as before when nothing aborts, and leaves no listener on the caller signal', async () => {
    const controller = new AbortController();
    const seen: { signal?: AbortSignal } = {};
    await expect(call(answer, slowSend(5, seen), { signal: controller.signal })).resolves.toEqual({ ok: true });
    // Aborting afterwards no longer reaches the finished request.
    controller.abort();
    expect(seen.signal?.aborted).toBe(false);
  });
});
