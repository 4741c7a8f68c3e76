import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isStoreUnavailable } from '../../../src/server/data/unavailable';
import { installErrorHandling } from '../../../src/server/http/errors';

const failing = (error: unknown) => {
  const app = Fastify();
  installErrorHandling(app);
  app.get('/wps/x', async () => {
    throw error;
  });
  return app.inject({ url: '/wps/x' });
};

describe('a database that is away', () => {
  it('is told apart from a fault of the code', () => {
    for (const away of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
    ]) expect(isStoreUnavailable(away), away.message).toBe(true);
    for (const fault of [new TypeError('x is undefined'), Object.assign(new Error('duplicate key'), { code: '23505' }), 'text', null]) {
      expect(isStoreUnavailable(fault)).toBe(false);
    }
  });

  it("answers 503 database.unavailable with the app's try-again text and a Retry-After, never the stack", async () => {
    const res = await failing(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432 secret-host'), { code: 'ECONNREFUSED' }));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toMatchObject({ success: false, errorCode: 'database.unavailable', message: 'The service is busy for a moment, please try again' });
    expect(res.body).not.toContain('10.0.0.5');
    const other = await failing(new TypeError('boom'));
    expect(other.statusCode).toBe(500);
  });
});
