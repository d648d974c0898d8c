import { expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

it('hashes with argon2id and verifies only the right password', async () => {
  const hashed = await hashPassword('s3cret-pass');
  expect(hashed.startsWith('$argon2id$')).toBe(true);
  expect(hashed).toContain('m=19456,t=2,p=1');
  expect(await verifyPassword(hashed, 's3cret-pass')).toBe(true);
  expect(await verifyPassword(hashed, 's3cret-pasS')).toBe(false);
  expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
});
