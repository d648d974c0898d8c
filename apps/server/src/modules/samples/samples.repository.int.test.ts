/**
 * The samples base (issue 17): who sees a sample, the moves of the state machine with their event rows and the
 * customer's message, and detail rows written all or nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { makeStaff } from '../projects/test-support/project-clients';
import { createSamplesRepository, findOwnedSample, moveSample } from './samples.repository';
import { insertSampleRows } from './sample-sheets.repository';

let server: TestServer;
let owner: TestUser;
let staff: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [owner, staff, stranger] = [await createUser(server.db), await createUser(server.db), await createUser(server.db)];
  await makeStaff(server.db, staff);
});
afterAll(async () => server?.close());

async function newSample(title = 'Liver tissue') {
  return createSamplesRepository(server.db).insert({
    ownerId: owner.id,
    ownerName: owner.username,
    title,
    description: '',
    sampleType: 'tissue',
  });
}

const messagesOf = (userId: string) =>
  server.db.selectFrom('messages').select(['kind', 'params']).where('user_id', '=', userId).execute();

describe('findOwnedSample', () => {
  it('finds the owner’s and staff’s, and nothing for another customer or a bad id', async () => {
    const sample = await newSample();
    expect((await findOwnedSample(server.db, { id: owner.id, isStaff: false }, sample.id))?.title).toBe('Liver tissue');
    expect((await findOwnedSample(server.db, { id: staff.id, isStaff: true }, sample.id))?.owner_id).toBe(owner.id);
    expect(await findOwnedSample(server.db, { id: stranger.id, isStaff: false }, sample.id)).toBeNull();
    expect(await findOwnedSample(server.db, { id: owner.id, isStaff: false }, 'not-a-uuid')).toBeNull();
  });
});

describe('moveSample', () => {
  it('walks a sample to reported, one event per move, telling the customer of staff moves only', async () => {
    const sample = await newSample('Walked');
    const before = (await messagesOf(owner.id)).length;
    await moveSample(server.db, { sampleId: sample.id, to: 'submitted', byUserId: owner.id });
    await moveSample(server.db, {
      sampleId: sample.id,
      to: 'sent',
      byUserId: owner.id,
      set: { courier_number: 'SF1234567', logistics_company: 'sf', sent_at: new Date() },
    });
    await moveSample(server.db, { sampleId: sample.id, to: 'received', byUserId: staff.id, note: 'tube intact' });
    await moveSample(server.db, { sampleId: sample.id, to: 'testing', byUserId: staff.id });
    const moved = await moveSample(server.db, { sampleId: sample.id, to: 'reported', byUserId: staff.id });
    expect(moved).toMatchObject({ status: 'reported', courier_number: 'SF1234567', logistics_company: 'sf' });

    const events = await createSamplesRepository(server.db).events(sample.id);
    expect(events.map((e) => [e.from_status, e.to_status, e.actor_role])).toEqual([
      [null, 'draft', 'customer'],
      ['draft', 'submitted', 'customer'],
      ['submitted', 'sent', 'customer'],
      ['sent', 'received', 'staff'],
      ['received', 'testing', 'staff'],
      ['testing', 'reported', 'staff'],
    ]);
    expect(events[3]).toMatchObject({ actor_id: staff.id, note: 'tube intact' });

    const told = (await messagesOf(owner.id)).slice(before);
    expect(told.map((m) => m.kind)).toEqual(['sampleStatus.received', 'sampleStatus.testing', 'sampleStatus.reported']);
    expect(told[0]!.params).toMatchObject({ sampleTitle: 'Walked', note: 'tube intact' });
  });

  it('refuses a move the user may not make and writes nothing', async () => {
    const sample = await newSample('Refused');
    await expect(
      moveSample(server.db, { sampleId: sample.id, to: 'received', byUserId: owner.id }),
    ).rejects.toMatchObject({
      code: 'SAMPLE_MOVE_REFUSED',
      statusCode: 409,
    });
    await expect(
      moveSample(server.db, { sampleId: sample.id, to: 'submitted', byUserId: staff.id }),
    ).rejects.toMatchObject({
      code: 'SAMPLE_MOVE_REFUSED',
    });
    await expect(
      moveSample(server.db, { sampleId: sample.id, to: 'submitted', byUserId: stranger.id }),
    ).rejects.toMatchObject({ code: 'SAMPLE_NOT_FOUND', statusCode: 404 });
    const events = await createSamplesRepository(server.db).events(sample.id);
    expect(events).toHaveLength(1);
  });

  it('lets only one of two racing identical moves pass', async () => {
    const sample = await newSample('Raced');
    const submit = () => moveSample(server.db, { sampleId: sample.id, to: 'submitted', byUserId: owner.id });
    const results = await Promise.allSettled([submit(), submit()]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await createSamplesRepository(server.db).events(sample.id)).length).toBe(2);
  });
});

describe('insertSampleRows', () => {
  const row = (i: number) => ({ sampleName: `S${i}`, constructionType: 'wgs', concentration: 12.5 });

  it('writes 1000 rows at once and appends after them', async () => {
    const sample = await newSample('Many rows');
    const rows = Array.from({ length: 999 }, (_, i) => row(i));
    expect(await insertSampleRows(server.db, { sampleId: sample.id, rows, replace: true })).toBe(999);
    expect(await insertSampleRows(server.db, { sampleId: sample.id, rows: [row(999)], replace: false })).toBe(1000);
    await expect(
      insertSampleRows(server.db, { sampleId: sample.id, rows: [row(1000)], replace: false }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('refuses the whole set for one bad row, naming each row, field and code', async () => {
    const sample = await newSample('Bad rows');
    await insertSampleRows(server.db, { sampleId: sample.id, rows: [row(1)], replace: true });
    const error = await insertSampleRows(server.db, {
      sampleId: sample.id,
      rows: [row(2), { sampleName: 'bad name', constructionType: 'wgs' }, row(1), { ...row(3), constructionType: 'x' }],
      replace: false,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        { path: '/detailSampleInformationList/2/sampleName', code: 'SAMPLE_NAME_INVALID' },
        { path: '/detailSampleInformationList/4/constructionType', code: 'SAMPLE_CHOICE_INVALID' },
      ],
    });
    const dup = await insertSampleRows(server.db, { sampleId: sample.id, rows: [row(1)], replace: false }).catch(
      (e: unknown) => e,
    );
    expect(dup).toMatchObject({
      details: [{ path: '/detailSampleInformationList/1/sampleName', code: 'SAMPLE_NAME_DUPLICATE' }],
    });
    const count = await server.db.selectFrom('sample_rows').select('id').where('sample_id', '=', sample.id).execute();
    expect(count).toHaveLength(1);
  });

  it('refuses rows once the sheet is submitted', async () => {
    const sample = await newSample('Submitted');
    await moveSample(server.db, { sampleId: sample.id, to: 'submitted', byUserId: owner.id });
    await expect(
      insertSampleRows(server.db, { sampleId: sample.id, rows: [row(1)], replace: true }),
    ).rejects.toMatchObject({ code: 'SAMPLE_NOT_EDITABLE' });
  });
});
