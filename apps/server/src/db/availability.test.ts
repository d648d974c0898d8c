import pino from 'pino';
import { expect, it } from 'vitest';
import { createDatabaseAvailability } from './availability';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A real logger whose lines' messages are kept. */
function recorder() {
  const lines: string[] = [];
  const logger = pino({}, { write: (line: string) => lines.push((JSON.parse(line) as { msg: string }).msg) });
  return { lines, logger };
}

it('says an outage once when it starts and once when it ends', () => {
  const { lines, logger } = recorder();
  const availability = createDatabaseAvailability(logger);
  for (let i = 0; i < 100; i += 1) availability.failed(refused, availability.epoch);
  expect(availability.up).toBe(false);
  availability.connected();
  availability.connected();
  expect(availability.up).toBe(true);
  expect(lines).toEqual(['database unavailable', 'database available again']);
});

it('ignores errors that do not mean the database is unreachable', () => {
  const { lines, logger } = recorder();
  const availability = createDatabaseAvailability(logger);
  availability.failed(Object.assign(new Error('duplicate key'), { code: '23505' }), availability.epoch);
  expect(availability.up).toBe(true);
  expect(lines).toEqual([]);
});

it('does not start a new outage for a connection of the last one that fails late', () => {
  const { lines, logger } = recorder();
  const availability = createDatabaseAvailability(logger);
  const before = availability.epoch;
  availability.failed(refused, before);
  availability.connected();
  availability.failed(refused, before);
  expect(availability.up).toBe(true);
  availability.failed(refused, availability.epoch);
  expect(availability.up).toBe(false);
  expect(lines).toEqual(['database unavailable', 'database available again', 'database unavailable']);
});
