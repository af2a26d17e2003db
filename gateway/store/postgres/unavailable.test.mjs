// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../storeUnavailable.mjs';
import { isUnreachable, whileReachable } from './unavailable.mjs';

/** @param {string} message @param {string} [code] */
const failure = (message, code) => Object.assign(new Error(message), code ? { code } : {});

describe('isUnreachable', () => {
  it('says the database is away for a refused or dropped connection and for a server shutting down', () => {
    expect(isUnreachable(failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isUnreachable(failure('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isUnreachable(failure('the database system is shutting down', '57P03'))).toBe(true);
    expect(isUnreachable(failure('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnreachable(failure('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnreachable(new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]))).toBe(true);
  });

  it('leaves a query the database refused as it is: that is not an outage', () => {
    expect(isUnreachable(failure('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isUnreachable(failure('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isUnreachable(new Error('anything else'))).toBe(false);
  });
});

describe('whileReachable', () => {
  it('turns an outage into StoreUnavailableError naming the store, and passes other errors on', async () => {
    const refused = failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    const pool = /** @type {import('pg').Pool} */ (
      /** @type {unknown} */ ({ query: async () => Promise.reject(refused), connect: async () => Promise.reject(failure('bad', '42601')) })
    );
    const guarded = whileReachable(pool, 'postgres://site:***@db:5432/site');
    const away = await guarded.query('SELECT 1').catch((error) => error);
    expect(away).toBeInstanceOf(StoreUnavailableError);
    expect(away.message).toBe('postgres://site:***@db:5432/site does not answer (connect ECONNREFUSED 127.0.0.1:5432)');
    expect(away.cause).toBe(refused);
    await expect(guarded.connect()).rejects.toThrow(/^bad$/);
  });
});
