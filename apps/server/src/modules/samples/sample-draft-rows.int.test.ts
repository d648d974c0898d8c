/**
 * Information-sheet drafts with incomplete rows (walkthrough M8): a draft saves rows without name or construction
 * (several at once, kept empty); submitting, by the sheet form or by the plain move, names each empty cell and changes
 * nothing; a name given still follows its rule even in a draft.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sample, SampleInformation } from '@biocloud/contracts';
import { loggedIn } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';
import type { Client } from '../projects/test-support/project-clients';
import { createSample, sheetOf, tube } from './test-support/sample-clients';

let server: TestServer;
let owner: Client;

beforeAll(async () => {
  server = await startTestServer();
  owner = await loggedIn(server);
});
afterAll(async () => server?.close());

const SAVE = '/api/v1/sampleInformation/saveSampleInformation';
const details = (body: Record<string, unknown>) =>
  (body.details as { path: string; code: string }[]).map((d) => `${d.path} ${d.code}`).sort();

describe('information sheet drafts (walkthrough M8)', () => {
  it('saves a draft with empty rows, and refuses to submit it until every row is complete', async () => {
    const sample = await createSample(owner, 'Draft rows');
    // A row as the form adds it (empty texts, no construction) and one the user left half done.
    const emptyRow = { sampleName: '', tubeLabel: '', concentration: null };
    const draft = await owner.post<SampleInformation>(
      SAVE,
      sheetOf(sample.sampleId, [tube('D1'), emptyRow, { sampleName: 'D3' }, { constructionType: 'wes' }]),
    );
    expect([draft.status, draft.body]).toEqual([200, expect.anything()]);
    expect(draft.body.status).toBe('draft');
    expect(draft.body.detailSampleInformationList.map((row) => [row.sampleName, row.constructionType])).toEqual([
      ['D1', 'wgs'],
      ['', null],
      ['D3', null],
      ['', 'wes'],
    ]);
    // Read back as saved.
    const read = await owner.get<SampleInformation>(
      `/api/v1/sampleInformation/getSampleInformationById?sampleId=${sample.sampleId}`,
    );
    expect(read.body.detailSampleInformationList).toHaveLength(4);

    // Submitting the same rows names each empty cell, and the sheet stays a draft.
    const submit = await owner.post(SAVE, {
      ...sheetOf(sample.sampleId, [tube('D1'), emptyRow, { sampleName: 'D3' }]),
      isSubmit: true,
    });
    expect(submit.status).toBe(400);
    expect(details(submit.body)).toEqual([
      '/detailSampleInformationList/1/constructionType SAMPLE_VALUE_REQUIRED',
      '/detailSampleInformationList/1/sampleName SAMPLE_VALUE_REQUIRED',
      '/detailSampleInformationList/2/constructionType SAMPLE_VALUE_REQUIRED',
    ]);
    // The plain move refuses the saved incomplete rows too.
    const moved = await owner.post(`/api/v1/samples/${sample.sampleId}/move`, { to: 'submitted' });
    expect(moved.status).toBe(400);
    expect(details(moved.body)).toContain('/detailSampleInformationList/1/sampleName SAMPLE_VALUE_REQUIRED');
    const still = await owner.get<{ sample: Sample }>(`/api/v1/samples/${sample.sampleId}`);
    expect(still.body.sample.status).toBe('draft');

    // Completed, it submits.
    const done = await owner.post<SampleInformation>(SAVE, {
      ...sheetOf(sample.sampleId, [tube('D1'), tube('D2')]),
      isSubmit: true,
    });
    expect([done.status, done.body.status]).toEqual([200, 'submitted']);
  });

  it('keeps the rules of what a draft does give', async () => {
    const sample = await createSample(owner, 'Draft rules');
    const answer = await owner.post(
      SAVE,
      sheetOf(sample.sampleId, [{ sampleName: 'B 2' }, { sampleName: 'x1' }, { sampleName: 'X1' }, {}]),
    );
    expect(answer.status).toBe(400);
    // Every problem at once; the empty row has none.
    expect(details(answer.body)).toEqual([
      '/detailSampleInformationList/0/sampleName SAMPLE_NAME_INVALID',
      '/detailSampleInformationList/2/sampleName SAMPLE_NAME_DUPLICATE',
    ]);
    const duplicate = await owner.post(
      SAVE,
      sheetOf(sample.sampleId, [{ sampleName: 'x1' }, { sampleName: 'X1' }, {}, {}]),
    );
    // Two empty names are no duplicate.
    expect(details(duplicate.body)).toEqual(['/detailSampleInformationList/1/sampleName SAMPLE_NAME_DUPLICATE']);
    const empties = await owner.post(SAVE, sheetOf(sample.sampleId, [{ sampleName: 'x1' }, {}, {}]));
    expect(empties.status).toBe(200);
  });
});
