import { expect, it } from 'vitest';
import { loadConfig } from './config';

it('has embedded defaults: port 8080, no DATABASE_URL, demo data on', () => {
  const config = loadConfig({});
  expect(config.PORT).toBe(8080);
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.SEED_DEMO).toBe(true);
});

it('parses booleans and numbers and rejects bad values with a clear message', () => {
  expect(loadConfig({ SEED_DEMO: 'false', PORT: '9000' })).toMatchObject({ SEED_DEMO: false, PORT: 9000 });
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
});
