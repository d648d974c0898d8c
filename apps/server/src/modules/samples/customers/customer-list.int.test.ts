/** The staff's customer list (issue 17 item 6): each customer's samples counted by state; customers are refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerSamples, SampleListResponse } from '@biocloud/contracts';
import { loggedIn, type FileClient } from '../../../../test/file-api';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { staffClient } from '../../projects/test-support/project-clients';
import { createSample, sentSample } from '../test-support/sample-clients';

let server: TestServer;
let busy: FileClient & { user: { id: string; username: string } };
let quiet: FileClient & { user: { id: string; username: string } };
let staff: FileClient;

beforeAll(async () => {
  server = await startTestServer();
  [busy, quiet, staff] = [await loggedIn(server), await loggedIn(server), await staffClient(server)];
  await createSample(busy, 'Draft one');
  await createSample(busy, 'Draft two');
  await sentSample(busy, 'Sent one');
  await createSample(quiet, 'Only one');
  // A name that contains the busy customer's username: a partial match on it finds both customers.
  await server.db
    .updateTable('users')
    .set({ real_name: `${busy.user.username} junior` })
    .where('id', '=', quiet.user.id)
    .execute();
});
afterAll(async () => server?.close());

describe('customer list', () => {
  it('counts every customer samples by state, most samples first', async () => {
    const answer = await staff.get<CustomerSamples[]>('/api/v1/samples/customerList');
    expect(answer.status).toBe(200);
    const mine = answer.body.filter((c) => [busy.user.username, quiet.user.username].includes(c.username));
    expect(mine.map((c) => [c.username, c.total, c.counts])).toEqual([
      [busy.user.username, 3, { draft: 2, sent: 1 }],
      [quiet.user.username, 1, { draft: 1 }],
    ]);
  });

  it('refuses a customer with a reason and no data', async () => {
    const answer = await busy.get('/api/v1/samples/customerList');
    expect([answer.status, answer.body.code]).toEqual([400, 'STAFF_ONLY']);
    expect(answer.body.message).toBe('Only service staff can do this');
  });

  it('links to exactly one customer’s samples: by user id, not by a partial name', async () => {
    const owners = async (client: FileClient, filter: Record<string, unknown>) => {
      const answer = await client.post<SampleListResponse>('/api/v1/samples/list', { allCustomers: true, ...filter });
      expect(answer.status).toBe(200);
      return [...new Set(answer.body.list.map((s) => s.userUuid))].sort();
    };
    expect(await owners(staff, { customerKey: busy.user.username })).toEqual([busy.user.id, quiet.user.id].sort());
    expect(await owners(staff, { customerId: busy.user.id })).toEqual([busy.user.id]);
    expect(await owners(staff, { customerId: quiet.user.id })).toEqual([quiet.user.id]);
    expect(await owners(staff, { customerId: 'not-an-id' })).toEqual([]);
    // A customer asking for another's samples still gets only their own.
    expect(await owners(quiet, { customerId: busy.user.id })).toEqual([quiet.user.id]);
  });
});
