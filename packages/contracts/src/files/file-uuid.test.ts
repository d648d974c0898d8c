import { expect, it } from 'vitest';
import { fileUuidListSchema, fileUuidSchema, isRootFileUuid, FILE_BATCH_MAX } from './file-uuid';

it('accepts the two roots and UUIDs', () => {
  for (const id of ['0', '1', '6f1c8a52-3b7e-4d2a-9c1e-0a9b8c7d6e5f', '6F1C8A52-3B7E-4D2A-9C1E-0A9B8C7D6E5F']) {
    expect(fileUuidSchema.safeParse(id).success).toBe(true);
  }
  expect(isRootFileUuid('0')).toBe(true);
  expect(isRootFileUuid('2')).toBe(false);
});

it('refuses paths, encoded slashes, NUL and anything else', () => {
  for (const id of ['', '2', '../x', '..%2fx', '/etc/passwd', 'a\u0000b', '6f1c8a52-3b7e-4d2a-9c1e-0a9b8c7d6e5f/..']) {
    expect(fileUuidSchema.safeParse(id).success).toBe(false);
  }
});

it('limits the number of ids in one request', () => {
  expect(fileUuidListSchema.safeParse([]).success).toBe(false);
  expect(fileUuidListSchema.safeParse(Array(FILE_BATCH_MAX).fill('0')).success).toBe(true);
  expect(fileUuidListSchema.safeParse(Array(FILE_BATCH_MAX + 1).fill('0')).success).toBe(false);
});
