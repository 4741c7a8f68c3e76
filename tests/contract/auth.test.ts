import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, callKey, pathParams } from '../../src/contract/call';
import { allCalls } from '../../src/contract/index';
import { startTestApp, type TestApp } from '../server/helpers';

/** The call with every path param filled and an input no rule accepts (a field of the wrong kind). */
function badRequest(call: Call) {
  let url: string = call.path;
  for (const name of pathParams(call.path)) url = url.replace(`:${name}`, '1');
  const reads = call.method === 'GET' || call.method === 'DELETE';
  return { method: call.method, url: reads ? `${url}?pageSize=nope&language=%00` : url, ...(reads ? {} : { payload: '[1,2,3]', headers: { 'content-type': 'application/json' } }) };
}

/** Who may call is checked before the input: a caller who may not call learns nothing about the input rules. */
describe('calls that need a caller refuse a stranger before reading the input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('a member call without a session is 401 session.required, whatever the input', async () => {
    const calls = allCalls.filter((call) => call.auth === 'session');
    expect(calls.length).toBeGreaterThan(0);
    const answers = await Promise.all(calls.map(async (call) => `${callKey(call)} ${(await t.app.inject(badRequest(call))).json().errorCode}`));
    expect(answers.filter((answer) => !answer.endsWith(' session.required'))).toEqual([]);
  });

  it('an operator call without a token or a studio session is 401 ops.unauthorized, whatever the input', async () => {
    const calls = allCalls.filter((call) => call.auth === 'ops');
    expect(calls.length).toBeGreaterThan(0);
    const answers = await Promise.all(calls.map(async (call) => `${callKey(call)} ${(await t.app.inject(badRequest(call))).json().errorCode}`));
    expect(answers.filter((answer) => !answer.endsWith(' ops.unauthorized'))).toEqual([]);
  });

  it('a call whose contract names no caller does not turn a stranger away with 401 (else its contract would say so)', async () => {
    const calls = allCalls.filter((call) => !call.auth);
    const refused = await Promise.all(calls.map(async (call) => ((await t.app.inject(badRequest(call))).statusCode === 401 ? callKey(call) : null)));
    expect(refused.filter(Boolean)).toEqual([]);
  });
});
