import { DriverException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is restarting, shutting down or cancelling on a timeout', () => {
    for (const code of ['57P03', '57P01', '57P02', '57014', '25P03', '53300', '08006', '08001', '08003']) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
  });

  it('recognises refused, reset and timed-out connections, also wrapped by MikroORM or in an AggregateError', () => {
    expect(isDatabaseUnavailable(withCode('ECONNRESET'))).toBe(true);
    expect(isDatabaseUnavailable(new DriverException(withCode('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P03') }))).toBe(true);
  });

  it('recognises node-postgres failures that carry no code', () => {
    for (const message of [
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
    ]) {
      expect(isDatabaseUnavailable(new DriverException(new Error(message))), message).toBe(true);
    }
  });

  it('leaves real faults alone: constraint violations, syntax errors, programming mistakes', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42601', 'syntax error'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNRESET')).toBe(false);
  });
});
