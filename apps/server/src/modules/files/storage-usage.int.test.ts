import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageUsageResponse } from '@biocloud/contracts';
import { loggedIn, startFilesServer, type FileClient } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';

let server: TestServer;
let alice: FileClient;
let bob: FileClient;

beforeAll(async () => {
  ({ server } = await startFilesServer());
  alice = await loggedIn(server);
  bob = await loggedIn(server);
});
afterAll(() => server.close());

describe('GET /api/v1/files/usage', () => {
  it('refuses without a session', async () => {
    const answer = await fetch(`${server.baseUrl}/api/v1/files/usage`);
    expect(answer.status).toBe(401);
  });

  it("answers the bytes of the caller's own private files and their quota", async () => {
    const before = await alice.get<StorageUsageResponse>('/api/v1/files/usage');
    expect(before.status).toBe(200);
    expect(before.body.quotaBytes).toBeGreaterThan(0);
    await alice.uploadOne('0', 'usage.txt', 'x'.repeat(1000));
    const after = await alice.get<StorageUsageResponse>('/api/v1/files/usage');
    expect(after.body.usedBytes - before.body.usedBytes).toBe(1000);
    expect(after.body.quotaBytes).toBe(before.body.quotaBytes);
    expect((await bob.get<StorageUsageResponse>('/api/v1/files/usage')).body.usedBytes).toBe(0);
  });
});
