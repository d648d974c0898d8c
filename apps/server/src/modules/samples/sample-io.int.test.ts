/**
 * Sample templates, the sheet import, documents and tracking over HTTP (issue 17 items 3-5): others' samples answer
 * 404, a refused import keeps nothing and answers every problem with the sheet marked, a staff report tells the
 * customer and the customer gets the reports inline and as one zip.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_IO_API, sheetImportResultSchema, type Sample, type SampleDocument } from '@biocloud/contracts';
import { createUser, login, type TestUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { readStoredZip } from '../../../test/zip-reader';
import { makeStaff } from '../projects/test-support/project-clients';
import { createSampleSheetsRepository } from './sample-sheets.repository';
import { createSamplesRepository, moveSample } from './samples.repository';
import { startKuaidi100Server } from './shipping/test-support/kuaidi100-server';

let server: TestServer;
let tracking: Awaited<ReturnType<typeof startKuaidi100Server>>;
const tokens: Record<'owner' | 'staff' | 'stranger', string> = { owner: '', staff: '', stranger: '' };
let owner: TestUser;

beforeAll(async () => {
  tracking = await startKuaidi100Server({
    'shunfeng:SF1234567890': {
      state: '0',
      data: [{ time: '2026-11-02 18:00:00', ftime: '2026-11-02 18:00:00', context: '运输中', areaName: '杭州' }],
    },
  });
  server = await startTestServer({
    EXPRESS_ENDPOINT: tracking.config.endpoint,
    EXPRESS_CUSTOMER: tracking.config.customer,
    EXPRESS_KEY: tracking.config.key,
  });
  owner = await createUser(server.db);
  const staff = await createUser(server.db);
  await makeStaff(server.db, staff);
  const stranger = await createUser(server.db);
  tokens.owner = (await login(server.baseUrl, owner)).token!;
  tokens.staff = (await login(server.baseUrl, staff)).token!;
  tokens.stranger = (await login(server.baseUrl, stranger)).token!;
});
afterAll(async () => {
  await server?.close();
  await tracking?.close();
});

const newSample = (title: string, sampleType: 'tissue' | 'dna' = 'dna') =>
  createSamplesRepository(server.db).insert({
    ownerId: owner.id,
    ownerName: owner.username,
    title,
    description: '',
    sampleType,
  });

function call(who: keyof typeof tokens, path: string, init: RequestInit & { lang?: string } = {}) {
  return fetch(`${server.baseUrl}${SAMPLE_IO_API}/${path}`, {
    ...init,
    headers: { token: tokens[who], lang: init.lang ?? 'en', ...(init.headers as Record<string, string>) },
  });
}

function upload(who: keyof typeof tokens, path: string, bytes: Buffer, name: string, lang = 'en') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return call(who, path, { method: 'POST', body: form, lang });
}

/** The template as downloaded, with rows typed in (values in the columns' order). */
async function filledSheet(rows: unknown[][]): Promise<Buffer> {
  const template = Buffer.from(await (await call('owner', 'downLoadTemplateFile')).arrayBuffer());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  rows.forEach((values, i) =>
    values.forEach((v, j) => (workbook.worksheets[0]!.getCell(i + 2, j + 1).value = v as ExcelJS.CellValue)),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const rowCount = async (sampleId: string) =>
  (await server.db.selectFrom('sample_rows').select('id').where('sample_id', '=', sampleId).execute()).length;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('the sheet import', () => {
  it('answers 404 for another customer’s sample and 401 without a login', async () => {
    const sample = await newSample('Not yours');
    const bytes = await filledSheet([['S1', '', '', '', '', '', '', '', '', 'WGS']]);
    expect((await upload('stranger', `upLoadSampleFileByContent?sampleId=${sample.id}`, bytes, 's.xlsx')).status).toBe(
      404,
    );
    const anonymous = await fetch(`${server.baseUrl}${SAMPLE_IO_API}/downLoadTemplateFile`);
    expect(anonymous.status).toBe(401);
  });

  it('refuses a sheet with errors as a whole, naming every cell, and gives the sheet back marked', async () => {
    const sample = await newSample('Import');
    const bytes = await filledSheet([
      ['S1', '', '', '', 12, '', '', '', '', 'WGS'],
      ['bad name', '', '', '', 'lots', '', '', '', '', 'Whole genome (WGS)'],
      ['s1', '', '', '', '', '', '', '', '', 'WGS'],
    ]);
    const answer = await upload('owner', `upLoadSampleFileByContent?sampleId=${sample.id}`, bytes, 's.xlsx', 'zh');
    expect(answer.status).toBe(200);
    const result = sheetImportResultSchema.parse(await answer.json());
    if (result.ok) throw new Error('expected a refusal');
    expect(result.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'sampleName', 'SAMPLE_NAME_INVALID'],
      [3, 'concentration', 'SAMPLE_NUMBER_INVALID'],
      [4, 'sampleName', 'SAMPLE_NAME_DUPLICATE'],
    ]);
    expect(result.errors[0]).toMatchObject({
      columnLabel: '样本名称',
      message: '只能包含字母、数字、下划线、点和连字符',
    });
    const marked = new ExcelJS.Workbook();
    await marked.xlsx.load(Buffer.from(result.markedSheet, 'base64') as unknown as ArrayBuffer);
    expect(marked.worksheets[0]!.getCell(3, 5).note).toBeTruthy();
    expect(await rowCount(sample.id)).toBe(0);

    const fixed = await filledSheet([
      ['S1', '', '', '', 12, '', '', '', '', 'WGS'],
      ['S2', '', '', '', 8, '', '', '', '', 'Whole exome (WES)'],
    ]);
    const ok = await upload('owner', `upLoadSampleFileByContent?sampleId=${sample.id}`, fixed, 's.xlsx');
    expect(await ok.json()).toEqual({ ok: true, imported: 2, rowCount: 2 });
    expect(await rowCount(sample.id)).toBe(2);

    // Added after the rows there: a name the sheet already has is refused by the transaction, nothing kept.
    const again = await upload('owner', `upLoadSampleFileByContent?sampleId=${sample.id}`, fixed, 's.xlsx');
    const refused = sheetImportResultSchema.parse(await again.json());
    expect(!refused.ok && refused.errors.map((e) => [e.row, e.code])).toEqual([
      [2, 'SAMPLE_NAME_DUPLICATE'],
      [3, 'SAMPLE_NAME_DUPLICATE'],
    ]);
    expect(await rowCount(sample.id)).toBe(2);
  });

  it('refuses what is no spreadsheet with its code', async () => {
    const sample = await newSample('Garbage');
    const answer = await upload('owner', `upLoadSampleFileByContent?sampleId=${sample.id}`, PDF, 'x.xlsx');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { code: string }).code).toBe('SAMPLE_SHEET_UNREADABLE');
  });
});

describe('templates', () => {
  it('saves a template from a sheet, lists and deletes the caller’s own only', async () => {
    const sample = await newSample('For template');
    await upload(
      'owner',
      `upLoadSampleFileByContent?sampleId=${sample.id}`,
      await filledSheet([['T1', '', '', '', '', '', '', '', '', 'WGS']]),
      's.xlsx',
    );
    const json = { 'content-type': 'application/json' };
    const saved = await call('owner', 'saveSampleTemplate', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ sampleTempleName: 'Liver WGS', sampleType: 'dna', sampleId: sample.id }),
    });
    const template = (await saved.json()) as { templateId: string; rowCount: number };
    expect(template.rowCount).toBe(1);
    expect(((await (await call('owner', 'getSampleTemplate')).json()) as unknown[]).length).toBe(1);
    expect(((await (await call('stranger', 'getSampleTemplate')).json()) as unknown[]).length).toBe(0);

    // A new sample from the template starts with its rows; another's template is not found and creates nothing.
    const create = (who: keyof typeof tokens, templateId: string) =>
      fetch(`${server.baseUrl}/api/v1/samples`, {
        method: 'POST',
        headers: { ...json, token: tokens[who], lang: 'en' },
        body: JSON.stringify({ title: 'From template', sampleType: 'dna', templateId }),
      });
    const fromTemplate = (await (await create('owner', template.templateId)).json()) as Sample;
    expect(fromTemplate.rowCount).toBe(1);
    const sheet = await createSampleSheetsRepository(server.db).find(fromTemplate.sampleId);
    expect(sheet.rows.map((r) => [r.sampleName, r.constructionType])).toEqual([['T1', 'wgs']]);
    const samplesBefore = await server.db.selectFrom('samples').select('id').execute();
    for (const [who, templateId] of [
      ['stranger', template.templateId],
      ['owner', 'not-a-template'],
    ] as const) {
      const refused = await create(who, templateId);
      expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([
        404,
        'SAMPLE_TEMPLATE_NOT_FOUND',
      ]);
    }
    expect(await server.db.selectFrom('samples').select('id').execute()).toHaveLength(samplesBefore.length);
    expect(
      (await call('stranger', `deleteSampleTemplate?templateId=${template.templateId}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect(
      (await call('owner', `deleteSampleTemplate?templateId=${template.templateId}`, { method: 'DELETE' })).status,
    ).toBe(200);
  });
});

describe('reports', () => {
  it('staff upload PDF reports, the customer is told, views them inline and downloads them as one zip', async () => {
    const [a, b] = [await newSample('Report A'), await newSample('Report B')];
    expect((await upload('owner', `uploadSampleReport?sampleId=${a.id}`, PDF, 'a.pdf')).status).toBe(400);
    const notPdf = await upload('staff', `uploadSampleReport?sampleId=${a.id}`, Buffer.from('hello'), 'a.pdf');
    expect(((await notPdf.json()) as { code: string }).code).toBe('SAMPLE_REPORT_NOT_PDF');

    const first = (await (
      await upload('staff', `uploadSampleReport?sampleId=${a.id}`, PDF, 'report-a.pdf')
    ).json()) as SampleDocument;
    await upload('staff', `uploadSampleReport?sampleId=${b.id}`, PDF, 'report-b.pdf');
    // The list rows count their reports (the list's batch download offers the rows that have some).
    expect([a.report_count, b.report_count]).toEqual([0, 0]);
    const reportCount = async (id: string) =>
      (await createSamplesRepository(server.db).find({ id: owner.id, isStaff: false }, id))?.report_count;
    expect([await reportCount(a.id), await reportCount(b.id)]).toEqual([1, 1]);
    const messages = await server.db
      .selectFrom('messages')
      .select(['kind', 'params'])
      .where('user_id', '=', owner.id)
      .where('kind', '=', 'sampleReport')
      .execute();
    expect(messages.map((m) => (m.params as { fileName: string }).fileName).sort()).toEqual([
      'report-a.pdf',
      'report-b.pdf',
    ]);

    const listed = (await (await call('owner', `getSampleReport?sampleId=${a.id}`)).json()) as SampleDocument[];
    expect(listed.map((d) => d.fileName)).toEqual(['report-a.pdf']);
    expect((await call('stranger', `getSampleReport?sampleId=${a.id}`)).status).toBe(404);

    const inline = await call('owner', `report/${first.reportId}`);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename="report-a.pdf"/);
    expect(Buffer.from(await inline.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await call('stranger', `report/${first.reportId}`)).status).toBe(404);

    const zip = await call('owner', `batchDownLoadReport?sampleIds=${a.id},${b.id}`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const entries = readStoredZip(Buffer.from(await zip.arrayBuffer()));
    expect(entries.map((e) => e.name).sort()).toEqual([`${a.number}/report-a.pdf`, `${b.number}/report-b.pdf`]);
    expect(entries.every((e) => e.content?.equals(PDF))).toBe(true);
    expect((await call('stranger', `batchDownLoadReport?sampleIds=${a.id}`)).status).toBe(404);
  });

  it('the customer downloads the sheet as a PDF, in Chinese with the CJK font, and uploads it back signed', async () => {
    const sample = await newSample('Signed');
    const generated = await call('owner', `sampleSheetPdf?sampleId=${sample.id}`, { lang: 'zh' });
    expect(generated.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await generated.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
    expect((await call('stranger', `sampleSheetPdf?sampleId=${sample.id}`)).status).toBe(404);
    const answer = await upload('owner', `uploadSamplePdf?sampleId=${sample.id}`, PDF, 'signed.pdf');
    expect(((await answer.json()) as SampleDocument).kind).toBe('signedSheet');
    const listed = await call('owner', `getSampleReport?sampleId=${sample.id}&kind=signedSheet`);
    expect(((await listed.json()) as SampleDocument[]).map((d) => d.fileName)).toEqual(['signed.pdf']);
  });
});

describe('courier tracking', () => {
  it('asks the provider about a sent sample and refuses one not sent', async () => {
    const sample = await newSample('Tracked');
    expect((await call('owner', `getExpressInformation?sampleId=${sample.id}`)).status).toBe(409);
    await moveSample(server.db, { sampleId: sample.id, to: 'submitted', byUserId: owner.id });
    await moveSample(server.db, {
      sampleId: sample.id,
      to: 'sent',
      byUserId: owner.id,
      set: { courier_number: 'SF1234567890', logistics_company: 'sf', sent_at: new Date() },
    });
    const info = await (await call('owner', `getExpressInformation?sampleId=${sample.id}`)).json();
    expect(info).toEqual({
      configured: true,
      courierNumber: 'SF1234567890',
      logisticsCompany: 'sf',
      state: 'inTransit',
      events: [{ time: '2026-11-02 18:00:00', context: '运输中', location: '杭州' }],
    });
    expect((await call('stranger', `getExpressInformation?sampleId=${sample.id}`)).status).toBe(404);
  });
});
