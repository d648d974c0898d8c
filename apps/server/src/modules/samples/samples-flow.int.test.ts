/**
 * The sample list, the information sheet and the staff side (issue 17 items 1, 2, 7, 8) through the API: list pages
 * of 10 newest first with search and status filter, the §5 limits answered per field in the caller's language, the
 * sheet's flags, delete refused once sent, staff moving samples and linking them to the customer's project.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sample, SampleDetailResponse, SampleInformation, SampleListResponse } from '@biocloud/contracts';
import { loggedIn, type FileClient } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { staffClient, staffProject, type Client } from '../projects/test-support/project-clients';
import { createSample, sentSample, sheetOf, tube } from './test-support/sample-clients';

let server: TestServer;
let owner: Client;
let other: Client;
let staff: Client;

beforeAll(async () => {
  server = await startTestServer();
  [owner, other, staff] = [await loggedIn(server), await loggedIn(server), await staffClient(server)];
});
afterAll(async () => server?.close());

const list = (client: FileClient, body: Record<string, unknown> = {}) =>
  client.post<SampleListResponse>('/api/v1/samples/list', body);

describe('sample list', () => {
  it('pages by 10 from pageNow 0, newest first, with search and status filter', async () => {
    for (let i = 1; i <= 12; i++) await createSample(owner, `Batch ${String(i).padStart(2, '0')}`);
    await createSample(other, 'Batch of someone else');
    const first = await list(owner);
    expect(first.body).toMatchObject({ pageNow: 0, pageSize: 10, total: 12, totalPages: 2 });
    expect(first.body.list.map((s) => s.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Batch ${String(12 - i).padStart(2, '0')}`),
    );
    const second = await list(owner, { pageNow: 1 });
    expect(second.body.list.map((s) => s.title)).toEqual(['Batch 02', 'Batch 01']);
    expect((await list(owner, { searchKey: 'batch 1' })).body.list.map((s) => s.title)).toEqual([
      'Batch 12',
      'Batch 11',
      'Batch 10',
    ]);
    const number = first.body.list[0]!.informationSingleNumber;
    expect((await list(owner, { searchKey: number })).body.list).toHaveLength(1);
    expect((await list(owner, { status: 'submitted' })).body.total).toBe(0);
    expect((await list(owner, { status: 'draft' })).body.total).toBe(12);
    expect((await list(owner, { searchKey: '%' })).body.total).toBe(0);
  });
});

describe('§5 limits', () => {
  it('answers each broken field with its code and a message in the caller’s language', async () => {
    const long = { title: 't'.repeat(50), description: 'd'.repeat(500) };
    const en = await owner.post('/api/v1/samples', long);
    expect(en.status).toBe(400);
    expect(en.body.details).toEqual([
      { path: '/title', code: 'TITLE_TOO_LONG', message: 'The title must be shorter than 50 characters' },
      {
        path: '/description',
        code: 'DESCRIPTION_TOO_LONG',
        message: 'The description must be shorter than 500 characters',
      },
    ]);
    const zh = await fetch(`${server.baseUrl}/api/v1/samples`, {
      method: 'POST',
      headers: { token: owner.token, lang: 'zh', 'content-type': 'application/json' },
      body: JSON.stringify({ title: '' }),
    });
    const zhBody = (await zh.json()) as { details: { code: string; message: string }[] };
    expect(zhBody.details[0]).toMatchObject({ code: 'TITLE_REQUIRED' });
    expect(zhBody.details[0]!.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await owner.post('/api/v1/samples', { title: '人'.repeat(49) })).status).toBe(200);
  });

  it('checks every row of the sheet and names row and field', async () => {
    const sample = await createSample(owner, 'Rows checked');
    const answer = await owner.post(
      '/api/v1/sampleInformation/saveSampleInformation',
      sheetOf(
        sample.sampleId,
        [tube('A1'), tube('a1'), { ...tube('B 2'), remark: 'r'.repeat(500) }, tube('C3', 'mrna')],
        {
          sampleType: 'dna',
        },
      ),
    );
    expect(answer.status).toBe(400);
    const details = (answer.body.details as { path: string; code: string }[]).map((d) => `${d.path} ${d.code}`);
    // Every problem at once: a field's own rule and the rules across rows.
    expect(details.sort()).toEqual([
      '/detailSampleInformationList/1/sampleName SAMPLE_NAME_DUPLICATE',
      '/detailSampleInformationList/2/remark SAMPLE_REMARK_TOO_LONG',
      '/detailSampleInformationList/2/sampleName SAMPLE_NAME_INVALID',
      '/detailSampleInformationList/3/constructionType SAMPLE_CONSTRUCTION_TYPE_INVALID',
    ]);
  });
});

describe('information sheet', () => {
  it('saves the sheet, fills rtnSample, then submits it; submitted sheets no longer change', async () => {
    const sample = await createSample(owner, 'Sheet');
    const prefill = await owner.get<{ customerName: string }>('/api/v1/sampleInformation/getSalesForceInfo');
    expect(prefill.body.customerName).toBe(owner.user.username);
    const types = await owner.post<{ constructionTypes: string[] }>('/api/v1/sampleInformation/getConstructionType', {
      sampleType: 'rna',
    });
    expect(types.body.constructionTypes).toEqual(['mrna', 'lncrna', 'smallRna', 'fullLengthTranscript']);

    const empty = await owner.post('/api/v1/sampleInformation/saveSampleInformation', {
      ...sheetOf(sample.sampleId, []),
      isSubmit: true,
    });
    expect(empty.body.code).toBe('SAMPLE_SHEET_EMPTY');

    const saved = await owner.post<SampleInformation>('/api/v1/sampleInformation/saveSampleInformation', {
      ...sheetOf(sample.sampleId, [tube('L1'), { ...tube('L2'), concentration: 35.2, volume: 20 }]),
      batchNum: 'B-7',
      poNumber: 'PO-9',
      rtnSample: '',
      isDownLoad: true,
      isAnalysisPlan: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      isEdit: true,
      isSubmit: false,
      isDownLoad: true,
      isAnalysisPlan: true,
      batchNum: 'B-7',
      poNumber: 'PO-9',
      rtnSample: 'code_1',
      userUuid: owner.user.id,
      contractInformation: { customerName: 'Li Lei', organization: 'Test Lab', phone: '' },
    });
    expect(saved.body.detailSampleInformationList[1]).toMatchObject({ sampleName: 'L2', concentration: 35.2 });

    const submitted = await owner.post<SampleInformation>('/api/v1/sampleInformation/saveSampleInformation', {
      ...sheetOf(sample.sampleId, [tube('L1')]),
      rtnSample: 'code_2',
      isSubmit: true,
    });
    expect(submitted.body).toMatchObject({ isEdit: false, isSubmit: true, status: 'submitted', rtnSample: 'code_2' });
    const again = await owner.post('/api/v1/sampleInformation/saveSampleInformation', sheetOf(sample.sampleId, []));
    expect([again.status, again.body.code]).toEqual([409, 'SAMPLE_NOT_EDITABLE']);
    const edit = await owner.post(`/api/v1/samples/${sample.sampleId}/edit`, { title: 'Renamed' });
    expect(edit.body.code).toBe('SAMPLE_NOT_EDITABLE');

    // Taken back to a draft, it changes again.
    const back = await owner.post<Sample>(`/api/v1/samples/${sample.sampleId}/move`, { to: 'draft' });
    expect(back.body.actions).toMatchObject({ edit: true, send: false });
    expect((await owner.post(`/api/v1/samples/${sample.sampleId}/edit`, { title: 'Renamed' })).status).toBe(200);
  });
});

describe('send and delete', () => {
  it('sends with a courier number, then refuses delete', async () => {
    const draft = await createSample(owner, 'Unsent');
    const early = await owner.post('/api/v1/samples/sendSampleInformation', {
      sampleId: draft.sampleId,
      courierNumber: 'SF1000200030',
      logisticsCompany: 'sf',
    });
    expect([early.status, early.body.code]).toEqual([409, 'SAMPLE_MOVE_REFUSED']);
    const badNumber = await owner.post('/api/v1/samples/sendSampleInformation', {
      sampleId: draft.sampleId,
      courierNumber: 'ab',
      logisticsCompany: 'pigeon',
    });
    expect((badNumber.body.details as { code: string }[]).map((d) => d.code)).toEqual([
      'SAMPLE_COURIER_NUMBER_INVALID',
      'SAMPLE_CHOICE_INVALID',
    ]);
    expect((await owner.del('/api/v1/samples/deleteSampleInfo', { sampleId: draft.sampleId })).status).toBe(200);

    const sent = await sentSample(owner, 'Sent');
    expect(sent).toMatchObject({ status: 'sent', courierNumber: 'SF1000200030', logisticsCompany: 'sf' });
    expect(sent.sendTime).not.toBeNull();
    expect(sent.actions).toMatchObject({ delete: false, edit: false, send: false, moves: [] });
    const refused = await owner.del('/api/v1/samples/deleteSampleInfo', { sampleId: sent.sampleId });
    expect([refused.status, refused.body.code]).toEqual([409, 'SAMPLE_NOT_DELETABLE']);
  });
});

describe('staff side', () => {
  it('lists every customer’s samples by customer and status, moves them, links the project', async () => {
    const sent = await sentSample(owner, 'For the lab');
    const all = await list(staff, { allCustomers: true, status: 'sent', customerKey: owner.user.username });
    expect(all.body.list.map((s) => s.sampleId)).toContain(sent.sampleId);
    expect(all.body.list.every((s) => s.userUuid === owner.user.id)).toBe(true);
    expect(all.body.list[0]!.actions.moves).toEqual(['received']);

    const received = await staff.post<Sample>(`/api/v1/samples/${sent.sampleId}/move`, { to: 'received', note: 'ok' });
    expect(received.body.status).toBe('received');
    await staff.post(`/api/v1/samples/${sent.sampleId}/move`, { to: 'testing' });
    const skip = await staff.post(`/api/v1/samples/${sent.sampleId}/move`, { to: 'received' });
    expect(skip.body.code).toBe('SAMPLE_MOVE_REFUSED');
    await staff.post(`/api/v1/samples/${sent.sampleId}/move`, { to: 'reported' });

    const foreign = await staffProject(staff, other, 'Not the owner’s');
    const refused = await staff.post(`/api/v1/samples/${sent.sampleId}/project`, { projectBaseId: foreign.id });
    expect(refused.body.code).toBe('SAMPLE_PROJECT_NOT_OWNERS');
    const project = await staffProject(staff, owner, 'Resequencing 2026');
    const linked = await staff.post<SampleDetailResponse>(`/api/v1/samples/${sent.sampleId}/project`, {
      projectBaseId: project.id,
    });
    expect(linked.body.project).toMatchObject({ projectName: 'Resequencing 2026', rootFileUuid: project.root });
    const ownLink = await owner.post(`/api/v1/samples/${sent.sampleId}/project`, { projectBaseId: null });
    expect(ownLink.body.code).toBe('SAMPLE_NOT_FOUND');

    // The customer sees the same sample with its project and the whole timeline.
    const seen = await owner.get<SampleDetailResponse>(`/api/v1/samples/${sent.sampleId}`);
    expect(seen.body.sample).toMatchObject({ status: 'reported', projectName: 'Resequencing 2026' });
    expect(seen.body.project?.projectBaseId).toBe(project.id);
    const timeline = await owner.get<{ events: { toStatus: string; actorRole: string; note: string }[] }>(
      `/api/v1/sampleInformation/getSampleProcess?sampleId=${sent.sampleId}`,
    );
    expect(timeline.body.events.map((e) => `${e.toStatus}:${e.actorRole}`)).toEqual([
      'draft:customer',
      'submitted:customer',
      'sent:customer',
      'received:staff',
      'testing:staff',
      'reported:staff',
    ]);
    const messages = await owner.get<{ list: { kind: string; title: string }[] }>(
      '/api/v1/messages?recordNumberOfPage=10',
    );
    expect(messages.body.list.map((m) => m.kind)).toContain('sampleStatus.received');
    expect(messages.body.list.find((m) => m.kind === 'sampleStatus.received')?.title).toContain('For the lab');
  });

  it('gives a customer asking for all customers their own list only', async () => {
    const answer = await list(other, { allCustomers: true });
    expect(answer.body.list.every((s) => s.userUuid === other.user.id)).toBe(true);
  });
});
