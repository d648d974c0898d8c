import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connect refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['connection reset', withCode('ECONNRESET')],
    ['admin shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', withCode('57P02')],
    ['starting up', withCode('57P03', 'the database system is starting up')],
    ['connection failure', withCode('08006')],
    ['cut connection', new Error('Connection terminated unexpectedly')],
    ['broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['wrapped', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
    ['aggregate', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed')],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505', 'duplicate key value')],
    ['syntax error', withCode('42601')],
    ['out of disk', withCode('ENOSPC')],
    ['plain error', new Error('boom')],
    ['no error', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
