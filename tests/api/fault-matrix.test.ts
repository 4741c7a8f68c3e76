import { generateKeyPairSync } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setTransport } from '../../src/api/client';
import { isApiError } from '../../src/api/errors';
import { getTemplate } from '../../src/api/endpoints/system/templates';
import { getSystemStatus } from '../../src/api/endpoints/system/status';
import { getWhitelabel } from '../../src/api/endpoints/system/whitelabel';
import { getLayoutBundle } from '../../src/api/endpoints/layouts/bundle';
import { getMemberInfo } from '../../src/api/endpoints/member/info';
import { getWallet } from '../../src/api/endpoints/wallet/gcs';
import { login } from '../../src/api/endpoints/session/login';
import { apiErrorText } from '../../src/actions/report';
import { initI18n } from '../../src/i18n';
import { FAULTS, faultAnswer, type Fault } from '../fixtures/faults';

/**
 * The whole client fault matrix, at the call layer: each boot and login call × each way a network
 * or gateway breaks, through the real endpoint functions, wretch and the envelope parser, down to
 * the text the player reads. The browser matrix (tests/browser/fault-matrix.spec.ts) then checks
 * one fault of each kind per call on screen; this one keeps every fault of every call cheap.
 */

const EXPECTED: Record<Fault, string> = {
  '500': 't:common_err_unknown', '502': 't:common_err_unreachable', '503': 't:common_err_system_maintenance',
  '504': 't:common_err_unreachable', hang: 't:common_err_timeout', html: 't:common_err_malformed',
  empty: 't:common_err_malformed', truncated: 't:common_err_malformed', 'wrong shape': 't:common_err_malformed',
};

const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

function brokenAnswer(fault: Fault, signal: AbortSignal | null | undefined): Promise<Response> {
  if (fault === 'hang') return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
  const { status, contentType, body } = faultAnswer(fault);
  return Promise.resolve(new Response(body, { status, headers: { 'Content-Type': contentType } }));
}

/** Every request answers broken, except the key a login seals its payload with. */
function breakEverything(fault: Fault): void {
  setTransport(async (url, init) => {
    if (url.includes('/wps/system/publicKey')) return new Response(JSON.stringify({ success: true, value: { publicKey: pem } }), { status: 200 });
    return brokenAnswer(fault, init?.signal);
  });
}

const HANG_LIMIT = { timeoutMs: 30 };
const CALLS: Record<string, () => Promise<unknown>> = {
  templates: () => getTemplate({ domain: 'demo.example', url: '/m/help' }, HANG_LIMIT),
  status: () => getSystemStatus(HANG_LIMIT),
  whitelabel: () => getWhitelabel(HANG_LIMIT),
  layouts: () => getLayoutBundle(undefined, undefined, HANG_LIMIT),
  'member info': () => getMemberInfo(HANG_LIMIT),
  wallet: () => getWallet(HANG_LIMIT),
  login: () => login({ type: 'username', username: 'demo', password: 'demo1234' }, {}, HANG_LIMIT),
};

beforeAll(async () => {
  await initI18n('CN');
});
afterEach(() => setTransport(null));

describe('client fault matrix at the call layer', () => {
  for (const [name, run] of Object.entries(CALLS)) {
    it.each(FAULTS)(`${name} × %s: a typed failure and the text the player reads`, async (fault) => {
      breakEverything(fault);
      const error = await run().then(() => null, (e: unknown) => e);
      expect(isApiError(error)).toBe(true);
      if (!isApiError(error)) return;
      expect(apiErrorText(error)).toBe(EXPECTED[fault]);
    });
  }
});
