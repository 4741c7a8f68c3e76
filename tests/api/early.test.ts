import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { call } from '../../src/api/client';
import { earlyOr, takeEarly } from '../../src/api/early';
import { isApiError } from '../../src/api/errors';

const started = (answers: Record<string, Promise<Response>>) => {
  (globalThis as { __wlEarly?: unknown }).__wlEarly = answers;
};
afterEach(() => {
  delete (globalThis as { __wlEarly?: unknown }).__wlEarly;
});

const flags = z.record(z.string(), z.boolean());
const envelope = (value: unknown) => JSON.stringify({ success: true, value });
/** A call as the app makes it: the early answer when there is one, else a request (here: a marker). */
const whitelabel = (timeoutMs = 1000) =>
  call(flags, (signal) => earlyOr('/wps/system/whitelabel', signal, () => Promise.resolve({ success: true, value: { FROM_NETWORK: true } })), timeoutMs);
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (isApiError(error) ? { kind: error.kind, status: error.status, code: error.code } : error));

describe('early answers (index.html\'s first script started the boot calls)', () => {
  it('a call takes its early answer once; the next one asks the network', async () => {
    started({ '/wps/system/whitelabel': Promise.resolve(new Response(envelope({ CBS3: true }))) });
    expect(await whitelabel()).toEqual({ CBS3: true });
    expect(takeEarly('/wps/system/whitelabel')).toBeNull();
    expect(await whitelabel()).toEqual({ FROM_NETWORK: true });
  });

  it('without an early answer the call is made as usual', async () => {
    expect(await whitelabel()).toEqual({ FROM_NETWORK: true });
  });

  it('fails exactly as a request made by the app would: gateway status, bad JSON, wrong shape, network, timeout', async () => {
    started({ '/wps/system/whitelabel': Promise.resolve(new Response('<html>502 Bad Gateway</html>', { status: 502 })) });
    expect(await failure(whitelabel())).toEqual({ kind: 'http', status: 502, code: 'http.502' });
    started({ '/wps/system/whitelabel': Promise.resolve(new Response('{"success":true,"val')) });
    expect(await failure(whitelabel())).toMatchObject({ kind: 'malformed' });
    started({ '/wps/system/whitelabel': Promise.resolve(new Response(envelope([1, 2]))) });
    expect(await failure(whitelabel())).toMatchObject({ kind: 'malformed' });
    started({ '/wps/system/whitelabel': Promise.reject(new TypeError('Failed to fetch')) });
    expect(await failure(whitelabel())).toMatchObject({ kind: 'network' });
    started({ '/wps/system/whitelabel': new Promise<Response>(() => undefined) });
    expect(await failure(whitelabel(50))).toMatchObject({ kind: 'timeout' });
  });

  it('a server refusal keeps its envelope (code and message)', async () => {
    const refusal = JSON.stringify({ success: false, errorCode: 'system.maintenance', message: 'System upgrading, please try again later.' });
    started({ '/wps/system/whitelabel': Promise.resolve(new Response(refusal, { status: 503 })) });
    expect(await failure(whitelabel())).toEqual({ kind: 'http', status: 503, code: 'system.maintenance' });
  });
});
