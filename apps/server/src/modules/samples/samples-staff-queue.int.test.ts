/**
 * The lab's side of samples (walkthrough M1, M3): the staff queue holds the samples the lab must act on, shipped
 * first; staff and admins hear of a shipment in the move's transaction; every sample message links to its sample;
 * without an express provider the tracking answer still carries the courier (M4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAMPLE_IO_API,
  type ExpressInfo,
  type Message,
  type MessageListResponse,
  type Sample,
  type SampleListResponse,
} from '@biocloud/contracts';
import { createUser } from '../../../test/factories';
import { loggedIn } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { staffClient, type Client } from '../projects/test-support/project-clients';
import { createSample, sentSample } from './test-support/sample-clients';

let server: TestServer;
let owner: Client;
let staff: Client;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer();
  owner = await loggedIn(server);
  staff = await staffClient(server);
  const adminUser = await createUser(server.db);
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', adminUser.id).execute();
  admin = await loggedIn(server, adminUser);
});
afterAll(async () => server?.close());

const queue = (client: Client) =>
  client.post<SampleListResponse>('/api/v1/samples/list', { allCustomers: true, queue: true });
const messagesOf = async (client: Client, kind?: string) =>
  (
    await client.get<MessageListResponse>(
      `/api/v1/messages?recordNumberOfPage=100${kind ? `&kind=${encodeURIComponent(kind)}` : ''}`,
    )
  ).body.list;
const move = (sample: Sample, to: string) => staff.post(`/api/v1/samples/${sample.sampleId}/move`, { to });

describe('the staff samples queue', () => {
  it('lists shipped samples first, then received and testing ones, the latest moved first; nothing else', async () => {
    const testing = await sentSample(owner, 'Queue testing');
    const received = await sentSample(owner, 'Queue received');
    const shippedFirst = await sentSample(owner, 'Queue shipped 1');
    const shippedSecond = await sentSample(owner, 'Queue shipped 2');
    await createSample(owner, 'Queue draft');
    await move(testing, 'received');
    await move(testing, 'testing');
    await move(received, 'received');

    for (const client of [staff, admin]) {
      const answer = await queue(client);
      expect(answer.status).toBe(200);
      expect(answer.body.list.map((s) => s.title)).toEqual([
        'Queue shipped 2',
        'Queue shipped 1',
        'Queue received',
        'Queue testing',
      ]);
    }
    // A customer asking for the queue gets their own list, as for every staff view.
    expect((await queue(owner)).body.list.map((s) => s.title)).toContain('Queue draft');
    expect(shippedFirst.status).toBe('sent');
    expect(shippedSecond.status).toBe('sent');
  });

  it('tells every staff member and admin when a customer ships, linking the sample', async () => {
    const shipped = await sentSample(owner, 'Told to the lab');
    for (const client of [staff, admin]) {
      const told = (await messagesOf(client, 'sampleShipped')).find((m) => m.params.sampleId === shipped.sampleId);
      expect(told?.title).toContain('Told to the lab');
      expect(told?.title).toContain('SF1000200030');
      expect(told?.link).toEqual({ target: 'sample', id: shipped.sampleId });
    }
    expect(await messagesOf(owner, 'sampleShipped')).toEqual([]);
  });

  it('links the customer’s status and report messages to the sample and filters by a dotted kind', async () => {
    const sample = await sentSample(owner, 'Linked back');
    await move(sample, 'received');
    const received: Message[] = await messagesOf(owner, 'sampleStatus.received');
    const mine = received.find((m) => m.params.sampleId === sample.sampleId);
    expect(mine?.link).toEqual({ target: 'sample', id: sample.sampleId });
    expect(received.every((m) => m.kind === 'sampleStatus.received')).toBe(true);
  });
});

describe('courier tracking without an express provider', () => {
  it('says so with the company and number the customer entered', async () => {
    const shipped = await sentSample(owner, 'Tracked by hand');
    const info = await owner.get<ExpressInfo>(`${SAMPLE_IO_API}/getExpressInformation?sampleId=${shipped.sampleId}`);
    expect(info.body).toEqual({ configured: false, courierNumber: 'SF1000200030', logisticsCompany: 'sf' });
  });
});
