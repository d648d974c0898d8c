/**
 * Who reaches a sample (issue 17 item 8): without a login nothing; another customer gets 404 on every call, exactly as
 * for a sample that never existed, and changes nothing; staff see every customer's sample but do not edit them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sample } from '@biocloud/contracts';
import { loggedIn, type FileClient } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { staffClient } from '../projects/test-support/project-clients';
import { createSample, sheetOf, tube } from './test-support/sample-clients';

let server: TestServer;
let owner: FileClient;
let stranger: FileClient;
let staff: FileClient;
let sample: Sample;

beforeAll(async () => {
  server = await startTestServer();
  [owner, stranger, staff] = [await loggedIn(server), await loggedIn(server), await staffClient(server)];
  sample = await createSample(owner, 'Private sample');
});
afterAll(async () => server?.close());

const calls = (id: string) =>
  [
    ['GET', `/api/v1/samples/${id}`, undefined],
    ['POST', `/api/v1/samples/${id}/edit`, { title: 'Taken' }],
    ['POST', `/api/v1/samples/${id}/move`, { to: 'submitted' }],
    ['POST', `/api/v1/samples/${id}/project`, { projectBaseId: null }],
    ['DELETE', '/api/v1/samples/deleteSampleInfo', { sampleId: id }],
    [
      'POST',
      '/api/v1/samples/sendSampleInformation',
      { sampleId: id, courierNumber: 'SF123456', logisticsCompany: 'sf' },
    ],
    ['GET', `/api/v1/sampleInformation/getSampleProcess?sampleId=${id}`, undefined],
    ['GET', `/api/v1/sampleInformation/getSampleInformationById?sampleId=${id}`, undefined],
    ['POST', '/api/v1/sampleInformation/saveSampleInformation', sheetOf(id, [tube('X1')])],
  ] as const;

async function raw(method: string, url: string, body: unknown, token?: string) {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      lang: 'en',
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code?: string } };
}

describe('samples access', () => {
  it('answers 401 without a login', async () => {
    for (const [method, url, body] of [...calls(sample.sampleId), ['POST', '/api/v1/samples/list', {}] as const]) {
      expect((await raw(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('answers another customer 404 SAMPLE_NOT_FOUND on every call and changes nothing', async () => {
    for (const [method, url, body] of calls(sample.sampleId)) {
      const answer = await raw(method, url, body, stranger.token);
      expect([answer.status, answer.body.code], `${method} ${url}`).toEqual([404, 'SAMPLE_NOT_FOUND']);
    }
    const still = await owner.get<{ sample: Sample }>(`/api/v1/samples/${sample.sampleId}`);
    expect(still.body.sample).toMatchObject({ title: 'Private sample', status: 'draft', rowCount: 0 });
    expect((await stranger.post<{ total: number }>('/api/v1/samples/list', { allCustomers: true })).body.total).toBe(0);
  });

  it('answers a malformed or unknown id the same 404', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const answer = await owner.get(`/api/v1/samples/${id}`);
      expect([answer.status, answer.body.code]).toEqual([404, 'SAMPLE_NOT_FOUND']);
    }
  });

  it('shows staff the sample, its sheet and timeline, but not the owner’s edits', async () => {
    const detail = await staff.get<{ sample: Sample }>(`/api/v1/samples/${sample.sampleId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.sample.actions).toMatchObject({ edit: false, delete: false, send: false, linkProject: true });
    const sheet = await staff.get<{ isEdit: boolean }>(
      `/api/v1/sampleInformation/getSampleInformationById?sampleId=${sample.sampleId}`,
    );
    expect([sheet.status, sheet.body.isEdit]).toEqual([200, false]);
    const edit = await staff.post(`/api/v1/samples/${sample.sampleId}/edit`, { title: 'Staff title' });
    expect([edit.status, edit.body.code]).toEqual([404, 'SAMPLE_NOT_FOUND']);
    const move = await staff.post(`/api/v1/samples/${sample.sampleId}/move`, { to: 'received' });
    expect([move.status, move.body.code]).toEqual([409, 'SAMPLE_MOVE_REFUSED']);
  });
});
