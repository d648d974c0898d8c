import { expect, it } from 'vitest';
import { isUuid } from './uuid';

it('accepts a uuid in either case and nothing else', () => {
  expect(isUuid('0b5e3c2a-6f1d-4c8e-9a7b-1d2e3f4a5b6c')).toBe(true);
  expect(isUuid('0B5E3C2A-6F1D-4C8E-9A7B-1D2E3F4A5B6C')).toBe(true);
  expect(isUuid('-'.repeat(36))).toBe(false);
  expect(isUuid('0b5e3c2a6f1d4c8e9a7b1d2e3f4a5b6c0000')).toBe(false);
  expect(isUuid('0b5e3c2a-6f1d-4c8e-9a7b-1d2e3f4a5b6c/..')).toBe(false);
  expect(isUuid(undefined)).toBe(false);
  expect(isUuid(null)).toBe(false);
});
