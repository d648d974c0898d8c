/**
 * returnSampleAddressEmail (issue 17 item 4): the customer's return address is kept with its samples and e-mailed to
 * the lab through the outbox; each bad field is refused beside it; another customer's sample answers 404. The lab's
 * own receiving address (the send instructions) is instance configuration, answered in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE_LAB } from '../../../sample-lab-config';
import { LAB_ADDRESS_PATH, type Sample } from '@biocloud/contracts';
import { loggedIn, type FileClient } from '../../../../test/file-api';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { createSample } from '../test-support/sample-clients';

const LAB = 'lab@example.org';
const URL = '/api/v1/sampleInformation/returnSampleAddressEmail';
let server: TestServer;
let owner: FileClient;
let stranger: FileClient;
let sample: Sample;

const outbox = () =>
  server.db.selectFrom('mail_outbox').select(['to_address', 'kind', 'params']).where('to_address', '=', LAB).execute();
const stored = () => server.db.selectFrom('sample_return_addresses').selectAll().execute();
const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Li Lei',
  phone: '13800138000',
  address: '1 Lab Road, Shenzhen',
  sampleIds: [sample.sampleId],
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({
    SAMPLE_LAB_EMAIL: LAB,
    SAMPLE_LAB_ADDRESS: '北京市海淀区 1 号',
    SAMPLE_LAB_ADDRESS_EN: '1 Haidian Road, Beijing',
  });
  [owner, stranger] = [await loggedIn(server), await loggedIn(server)];
  sample = await createSample(owner, 'Return me');
});
afterAll(async () => server?.close());

describe('return address', () => {
  it('keeps the address with its samples and e-mails the lab', async () => {
    const answer = await owner.post(URL, body());
    expect(answer.status).toBe(200);
    expect(answer.body.mailed).toBe(true);
    const rows = await stored();
    expect(rows.map((r) => [r.name, r.address, r.sample_ids])).toEqual([
      ['Li Lei', '1 Lab Road, Shenzhen', [sample.sampleId]],
    ]);
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'sampleReturnAddress', params: { phone: '13800138000' } });
    expect(String((mails[0]!.params as Record<string, unknown>).samples)).toContain('Return me');
  });

  it('refuses each bad field beside it in the caller language and keeps nothing', async () => {
    const before = (await stored()).length;
    const answer = await owner.post(URL, body({ name: ' ', phone: 'x', address: '', sampleIds: [] }));
    expect(answer.status).toBe(400);
    const details = answer.body.details as { path: string; code: string; message: string }[];
    expect(details.map((d) => `${d.path} ${d.code}`).sort()).toEqual([
      '/address INPUT_EMPTY',
      '/name INPUT_EMPTY',
      '/phone PHONE_INVALID',
      '/sampleIds RETURN_SAMPLES_REQUIRED',
    ]);
    expect(details.find((d) => d.path === '/sampleIds')?.message).toBe('Choose the samples to send back');
    expect(await stored()).toHaveLength(before);
  });

  it('answers 404 for another customer sample and keeps nothing', async () => {
    const before = (await stored()).length;
    const answer = await stranger.post(URL, body());
    expect([answer.status, answer.body.code]).toEqual([404, 'SAMPLE_NOT_FOUND']);
    expect(await stored()).toHaveLength(before);
    expect(await outbox()).toHaveLength(1);
  });

  it('answers the configured lab address in the caller language, to a logged-in caller only', async () => {
    const en = await owner.get(LAB_ADDRESS_PATH);
    expect(en.body).toEqual({ ...DEFAULT_SAMPLE_LAB.en, address: '1 Haidian Road, Beijing' });
    const zh = await fetch(`${server.baseUrl}${LAB_ADDRESS_PATH}`, { headers: { token: owner.token, lang: 'zh' } });
    expect(await zh.json()).toEqual({ ...DEFAULT_SAMPLE_LAB.zh, address: '北京市海淀区 1 号' });
    expect((await fetch(`${server.baseUrl}${LAB_ADDRESS_PATH}`)).status).toBe(401);
  });
});
