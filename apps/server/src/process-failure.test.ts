import { expect, it } from 'vitest';
import { describeError } from './process-failure';

it('prints an error with its causes', () => {
  const error = new Error('PostgreSQL did not start', { cause: new Error('FATAL: lock file exists') });
  const text = describeError(error);
  expect(text).toContain('Error: PostgreSQL did not start');
  expect(text).toContain('caused by: Error: FATAL: lock file exists');
});

it('prints a reason that is not an error', () => {
  expect(describeError(undefined)).toBe('undefined');
  expect(describeError(new Error('start', { cause: 'port taken' }))).toMatch(/caused by: port taken$/);
});
