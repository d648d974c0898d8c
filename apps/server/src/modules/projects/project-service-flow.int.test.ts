/**
 * The service side of a project, as staff run it and the customer follows it: stages in order with notes (and the
 * project status following them), read marks, urges (rate-limited) and e-mails, data delivered by upload or from
 * the staff's space, reports attached, opened inline and read, custom requests with attachments and replies, and
 * a message for every change, counted by the header badge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX_COUNT, PROGRESS_STAGES } from '@biocloud/contracts';
import { loggedIn, startFilesServer } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import {
  fetchBytes,
  postForm,
  staffClient,
  staffProject,
  unreadCount,
  type Client,
} from './test-support/project-clients';

let server: TestServer;
let staff: Client;
let customer: Client;
let project: { id: string; root: string };
let p: string;

beforeAll(async () => {
  ({ server } = await startFilesServer());
  staff = await staffClient(server);
  customer = await loggedIn(server);
  project = await staffProject(staff, customer, 'Service flow');
  p = `/api/v1/projects/${project.id}`;
});
afterAll(() => server.close());

interface Timeline {
  stages: { stageKey: string; done: boolean; note: string | null; actorName: string | null; readFlag: boolean }[];
  unread: number;
}

describe('progress', () => {
  it('records stages in order, each once, with notes; the status and the customer messages follow', async () => {
    const before = await unreadCount(customer);
    const out = await staff.post(`${p}/progress/stages`, { stageKey: 'sampleQc', note: 'too early' });
    expect([out.status, out.body.code]).toEqual([409, 'PROJECT_STAGE_OUT_OF_ORDER']);
    const first = await staff.post<Timeline>(`${p}/progress/stages`, { stageKey: 'sampleReceived', note: '8 tubes' });
    expect(first.status).toBe(200);
    expect(first.body.stages[0]).toMatchObject({ stageKey: 'sampleReceived', done: true, note: '8 tubes' });
    expect(first.body.stages.map((s) => s.stageKey)).toEqual([...PROGRESS_STAGES.service]);
    const again = await staff.post(`${p}/progress/stages`, { stageKey: 'sampleReceived' });
    expect(again.body.code).toBe('PROJECT_STAGE_DONE');
    await staff.post(`${p}/progress/stages`, { stageKey: 'sampleQc', note: 'passed' });
    expect(await unreadCount(customer)).toBe(before + 2);
    expect((await customer.get<{ status: string }>(p)).body.status).toBe('inProgress');

    const seen = await customer.get<Timeline>(`${p}/progress?type=service`);
    expect(seen.body.unread).toBe(2);
    // Staff looking changes nothing; the customer's read does.
    expect((await staff.post<{ read: number }>(`${p}/progress/read`, { type: 'service' })).body.read).toBe(0);
    expect((await customer.post<{ read: number }>(`${p}/progress/read`, { type: 'service' })).body.read).toBe(2);
    expect((await customer.get<Timeline>(`${p}/progress?type=service`)).body.unread).toBe(0);

    for (const stageKey of PROGRESS_STAGES.analyse) await staff.post(`${p}/progress/stages`, { stageKey });
    expect((await customer.get<{ status: string }>(p)).body.status).toBe('completed');

    const zh = await fetch(`${server.baseUrl}/api/v1/messages`, { headers: { token: customer.token, lang: 'zh' } });
    const titles = ((await zh.json()) as { list: { title: string }[] }).list.map((m) => m.title);
    expect(titles).toContain('项目 Service flow：样本质检已完成。passed');
  });

  it('lets the customer urge once per interval and tells staff', async () => {
    const staffBefore = await unreadCount(staff);
    const state = await customer.get<{ canUrge: boolean }>(`${p}/progress/urge?type=analyse`);
    expect(state.body.canUrge).toBe(true);
    const urged = await customer.post<{ canUrge: boolean; nextUrgeTime: string }>(`${p}/progress/urge`, {
      type: 'analyse',
      content: 'any news?',
    });
    expect(urged.status).toBe(200);
    expect(urged.body.canUrge).toBe(false);
    const again = await customer.post(`${p}/progress/urge`, { type: 'analyse' });
    expect([again.status, again.body.code]).toEqual([429, 'PROJECT_URGE_TOO_SOON']);
    // The other view has its own interval.
    expect((await customer.post(`${p}/progress/urge`, { type: 'service' })).status).toBe(200);
    expect(await unreadCount(staff)).toBe(staffBefore + 2);
  });

  it('sends e-mails to the contact (a message and an e-mail), content required', async () => {
    expect((await customer.post(`${p}/progress/email`, { content: '  ' })).body.code).toBe('PROJECT_EMAIL_EMPTY');
    const sent = await customer.post(`${p}/progress/email`, { subject: 'Hello', content: 'Please call me' });
    expect(sent.body).toEqual({ channel: 'email', recipients: 1, mailed: 1 });
  });
});

describe('data delivery', () => {
  it('puts uploads and copies or moves of the staff files into the project data, telling the customer', async () => {
    const before = await unreadCount(customer);
    const up = await postForm<{ fileUuids: string[] }>(server.baseUrl, staff, `${p}/deliver/upload`, {}, [
      { name: 'sample1.fq', content: '@r\nACGT\n+\nIIII\n' },
    ]);
    expect(up.status).toBe(200);
    const kept = await staff.uploadOne('0', 'kept.fa', '>k\nAC\n');
    const moved = await staff.uploadOne('0', 'moved.fa', '>m\nGT\n');
    expect((await staff.post(`${p}/deliver`, { sourceFileUuids: [kept], mode: 'copy' })).status).toBe(200);
    expect((await staff.post(`${p}/deliver`, { sourceFileUuids: [moved], mode: 'move' })).status).toBe(200);
    const data = await customer.post<{ data: { fileList: { name: string; fileUuid: string }[] } }>(`${p}/files/list`, {
      orderKey: 'name',
      order: 'asc',
    });
    expect(data.body.data.fileList.map((f) => f.name)).toEqual(['kept.fa', 'moved.fa', 'sample1.fq']);
    const staffFiles = (await staff.list('0')).body.data.fileList.map((f) => f.name);
    expect(staffFiles).toContain('kept.fa');
    expect(staffFiles).not.toContain('moved.fa');
    expect(await unreadCount(customer)).toBe(before + 3);
    // The customer reads the delivered bytes and may run tools on them; the analyse page offers those that fit.
    const fq = data.body.data.fileList.find((f) => f.name === 'sample1.fq')!;
    expect((await fetchBytes(server.baseUrl, customer, `/api/v1/files/${fq.fileUuid}/download`)).bytes.toString()).toBe(
      '@r\nACGT\n+\nIIII\n',
    );
    const cards = await customer.get<{ data: { tool: { softwareId: string; fileTypes: string[] }[] } }>(`${p}/analyse`);
    expect(cards.body.data.tool.find((t) => t.softwareId === '1001')?.fileTypes.sort()).toEqual(['fasta', 'fastq']);
    // A folder of another project is no target, and a file no folder.
    const elsewhere = await staffProject(staff, customer, 'Elsewhere');
    const other = await staff.post(`${p}/deliver`, { sourceFileUuids: [kept], targetFolderUuid: elsewhere.root });
    expect([other.status, other.body.code]).toEqual([404, 'FILE_NOT_FOUND']);
    const file = await staff.post(`${p}/deliver`, { sourceFileUuids: [kept], targetFolderUuid: fq.fileUuid });
    expect(file.body.code).toBe('NOT_A_FOLDER');
  });
});

describe('reports', () => {
  it('are attached by staff, listed 15 a page with unread marks, opened inline (read) and deleted', async () => {
    const attach = (name: string, flag = 'report') =>
      postForm<{ projectId: string }>(server.baseUrl, staff, `${p}/reports`, { flag, title: name }, [
        { name: `${name}.html`, content: `<h1>${name}</h1>` },
      ]);
    const ids: string[] = [];
    for (let i = 0; i < 16; i++) ids.push((await attach(`r${String(i).padStart(2, '0')}`)).body.projectId);
    await attach('qc', 'examiningReport');
    type List = {
      data: {
        content: {
          projectId: string;
          readFlag: boolean;
          projectName: string;
          applicationName: string;
          softwareName: string;
          fileType: string;
        }[];
      };
      totalPages: number;
      unread: number;
    };
    const first = await customer.get<List>(`${p}/reports?flag=report`);
    expect(first.body.data.content).toHaveLength(15);
    expect(first.body).toMatchObject({ totalPages: 2, unread: 16 });
    expect(first.body.data.content[0]).toMatchObject({
      projectId: ids[15],
      readFlag: false,
      projectName: 'Service flow',
      // Named by the title staff gave; no software made it.
      applicationName: 'r15',
      softwareName: '',
    });
    expect((await customer.get<List>(`${p}/reports?flag=examiningReport`)).body.data.content).toHaveLength(1);

    const opened = await fetchBytes(server.baseUrl, customer, `/api/v1/projects/reports/${ids[15]}/open`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-disposition')).toMatch(/^inline/);
    expect(opened.bytes.toString()).toBe('<h1>r15</h1>');
    expect((await customer.get<List>(`${p}/reports?flag=report`)).body.unread).toBe(15);

    const removed = await customer.del(`/api/v1/projects/reports/${ids[15]}`, undefined);
    expect(removed.status).toBe(200);
    expect((await customer.get<List>(`${p}/reports?flag=report`)).body.data.content[0]!.projectId).toBe(ids[14]);
    expect((await customer.del(`/api/v1/projects/reports/${ids[15]}`, undefined)).body.code).toBe('REPORT_NOT_FOUND');
  });
});

describe('custom requests', () => {
  const create = (fields: Record<string, string>, files: { name: string; content: string | Buffer }[] = []) =>
    postForm<{ customId: string }>(server.baseUrl, customer, `${p}/custom`, fields, files);

  it('follow the title, description and attachment rules, storing nothing when refused', async () => {
    const files = async () => (await server.db.selectFrom('files').select('uuid').execute()).length;
    const before = await files();
    for (const [fields, attachments, code] of [
      [{ title: '', description: '' }, [], 'TITLE_REQUIRED'],
      [{ title: 't'.repeat(50), description: '' }, [], 'TITLE_TOO_LONG'],
      [{ title: 'ok', description: 'd'.repeat(500) }, [], 'DESCRIPTION_TOO_LONG'],
      [
        { title: 'ok' },
        Array.from({ length: ATTACHMENTS_MAX_COUNT + 1 }, (_, i) => ({ name: `a${i}.txt`, content: 'a' })),
        'TOO_MANY_ATTACHMENTS',
      ],
      [{ title: 'ok' }, [{ name: 'bad name.txt', content: 'a' }], 'UPLOAD_NAME_INVALID'],
      [{ title: 'ok' }, [{ name: 'big.bin', content: Buffer.alloc(ATTACHMENT_MAX_BYTES + 1) }], 'ATTACHMENT_TOO_LARGE'],
    ] as const) {
      const answer = await create(fields, [...attachments]);
      expect(answer.body.code).toBe(code);
    }
    expect(await files()).toBe(before);
  });

  it('carry attachments and replies; staff move them along and the customer hears of it', async () => {
    const made = await create({ title: 't'.repeat(49), description: 'PCA please' }, [
      { name: 'a.txt', content: 'first' },
      { name: 'b.txt', content: 'second' },
    ]);
    expect(made.status).toBe(200);
    const url = `${p}/custom/${made.body.customId}`;
    const before = await unreadCount(customer);
    const reply = await postForm(server.baseUrl, staff, `${url}/replies`, { content: 'Done', status: 'completed' }, [
      { name: 'pca.txt', content: 'PC1 PC2' },
    ]);
    expect(reply.status).toBe(200);
    expect(await unreadCount(customer)).toBe(before + 1);
    type Detail = {
      status: string;
      attachments: { fileUuid: string; fileName: string }[];
      replies: { fromStaff: boolean; content: string; attachments: { fileUuid: string }[] }[];
    };
    const detail = await customer.get<Detail>(url);
    expect(detail.body.status).toBe('completed');
    expect(detail.body.attachments.map((a) => a.fileName)).toEqual(['a.txt', 'b.txt']);
    expect(detail.body.replies).toEqual([
      expect.objectContaining({ fromStaff: true, content: 'Done', attachments: [expect.anything()] }),
    ]);
    const bytes = await fetchBytes(
      server.baseUrl,
      customer,
      `${url}/attachments/${detail.body.replies[0]!.attachments[0]!.fileUuid}`,
    );
    expect(bytes.bytes.toString()).toBe('PC1 PC2');
    // The customer cannot set the status; an empty reply is refused.
    await postForm(server.baseUrl, customer, `${url}/replies`, { content: 'thanks', status: 'submitted' });
    expect((await customer.get<Detail>(url)).body.status).toBe('completed');
    const empty = await postForm(server.baseUrl, customer, `${url}/replies`, { content: ' ' });
    expect(empty.body.code).toBe('CUSTOM_REPLY_EMPTY');
    const list = await customer.get<{ list: { customId: string; replyCount: number }[] }>(`${p}/custom`);
    expect(list.body.list.find((c) => c.customId === made.body.customId)?.replyCount).toBe(2);
  });
});
