import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { api, call, setTokenSource, setTransport } from '../../src/api/client';
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

describe("a guest's page data (answers the server sent with the page)", () => {
  const hotUrl = '/wps/game/hot?isPlatform=2&platform=html5&language=CN&merchantCode=DEMO';
  const network: string[] = [];
  const fetchMock = async (input: RequestInfo | URL) => {
    network.push(String(input));
    return new Response(envelope({ list: [{ FROM_NETWORK: true }] }));
  };
  const hot = () => call(z.object({ list: z.array(z.unknown()) }), (signal) => api().options({ signal }).get(hotUrl).json());

  afterEach(() => {
    network.length = 0;
    setTokenSource(() => null);
    setTransport(null);
  });

  it("a guest's GET takes the answer once, without a request; the next asks the network", async () => {
    setTransport(fetchMock);
    started({ [hotUrl]: Promise.resolve(new Response(envelope({ list: [{ EMBEDDED: true }] }))) });
    expect(await hot()).toEqual({ list: [{ EMBEDDED: true }] });
    expect(network).toEqual([]);
    expect(await hot()).toEqual({ list: [{ FROM_NETWORK: true }] });
    expect(network).toEqual([hotUrl]);
  });

  it('a call with a session never takes it (the answer was made for a guest)', async () => {
    setTransport(fetchMock);
    setTokenSource(() => 'member-token');
    started({ [hotUrl]: Promise.resolve(new Response(envelope({ list: [{ EMBEDDED: true }] }))) });
    expect(await hot()).toEqual({ list: [{ FROM_NETWORK: true }] });
    expect(takeEarly(hotUrl)).not.toBeNull();
  });

  it('a call that changes something (POST) never takes it', async () => {
    setTransport(fetchMock);
    started({ [hotUrl]: Promise.resolve(new Response(envelope({ list: [{ EMBEDDED: true }] }))) });
    const posted = await call(z.unknown(), (signal) => api().options({ signal }).post({}, hotUrl).json());
    expect(posted).toEqual({ list: [{ FROM_NETWORK: true }] });
    expect(takeEarly(hotUrl)).not.toBeNull();
  });
});
