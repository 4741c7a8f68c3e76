import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTransport } from '../../src/api/client';
import { initI18n } from '../../src/i18n';
import { systemStatus } from '../../src/state/platform';
import { toasts } from '../../src/state/ui';
import type { SystemStatus } from '../../src/api/endpoints/system/status';
import { runActionList } from './dispatch';
import { fakeScope } from './fake-scope';

const answer = (status: 0 | 1 | 2) => ({
  success: true,
  value: { status, maintenance: status === 1, regionRestriction: status === 2, location: { ip: '203.0.113.9' }, info: {} },
});

function serve(body: unknown, httpStatus = 200): void {
  setTransport(async () => new Response(JSON.stringify(body), { status: httpStatus, headers: { 'Content-Type': 'application/json' } }));
}

const run = () => runActionList([{ do: 'status.check' }], fakeScope().scope);

beforeAll(async () => {
  await initI18n('CN');
});
afterEach(() => {
  setTransport(null);
  toasts.value = [];
});

describe('status.check ("check again" on the status pages)', () => {
  it('a platform that is back opens the app: the status becomes 0, no toast', async () => {
    systemStatus.value = answer(1).value as SystemStatus;
    serve(answer(0));
    await run();
    expect(systemStatus.value?.status).toBe(0);
    expect(toasts.value).toEqual([]);
  });

  it('still down: the page stays and the player is told so', async () => {
    serve(answer(1));
    await run();
    expect(systemStatus.value?.status).toBe(1);
    expect(toasts.value.map((t) => t.text)).toEqual(['t:screens_status_unchanged']);
  });

  it('a failed check keeps the page and says why', async () => {
    systemStatus.value = answer(2).value as SystemStatus;
    setTransport(async () => new Response('<h1>502</h1>', { status: 502 }));
    await run();
    expect(systemStatus.value?.status).toBe(2);
    expect(toasts.value.map((t) => t.text)).toEqual(['t:common_err_unreachable']);
  });
});
