import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserPreferences } from '@biocloud/contracts';
import { startEngineServer, TEST_CATALOG_DIR, type EngineServer } from '../../../test/engine-server';
import { createUser } from '../../../test/factories';
import { fileClient, loggedIn } from '../../../test/file-api';
import { startTestServer } from '../../../test/test-server';
import { enqueueNoticeMail } from '../mail/mail-outbox';
import { startSmtpCatcher } from '../mail/test-support/smtp-catcher';
import { workflowApi } from '../workflows/test-support/workflow-api';

/*
 * A compute job's end tells its owner: a message row committed with the end, and an e-mail through a real SMTP
 * server (started here) when they opted in. The test catalog's apps: fan (two steps and a join) and failing.
 */

const FAN = '9101';
const FAILING = '9102';
const PREFERENCES = '/api/v1/user/preferences';

describe('messages and e-mails on a compute job end', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  let engine: EngineServer;

  beforeAll(async () => {
    smtp = await startSmtpCatcher({ refuse: (address) => address.startsWith('refused') });
    engine = await startEngineServer({ CATALOG_DIR: TEST_CATALOG_DIR, EXECUTOR: 'local', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await engine?.close();
    await smtp?.close();
  });

  const user = async () => {
    const client = await loggedIn(engine.server);
    const api = workflowApi(client, engine.server.baseUrl);
    const note = await client.uploadOne('0', 'note.txt', 'a note\n');
    const email = `${client.user.username}@example.com`;
    return { client, api, note, email, id: client.user.id };
  };
  const jobName = (what: string) => `${what}_${randomBytes(3).toString('hex')}`;
  const messagesOf = (userId: string) =>
    engine.server.db.selectFrom('messages').select(['kind', 'params']).where('user_id', '=', userId).execute();
  const outboxOf = (userId: string) =>
    engine.server.db
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'last_error', 'to_address'])
      .where('user_id', '=', userId)
      .execute();

  it('a finished job, e-mail on: one message and one e-mail naming the job', { timeout: 60_000 }, async () => {
    const alice = await user();
    const on = await alice.client.put<UserPreferences>(PREFERENCES, { notifyEmail: true });
    expect([on.status, on.body]).toEqual([200, { notifyEmail: true, email: alice.email, emailAvailable: true }]);
    expect((await alice.client.get(PREFERENCES)).body).toMatchObject({ notifyEmail: true });

    const name = jobName('assembly');
    const id = await alice.api.submitOk(FAN, { jobName: name, inputs: { note: alice.note }, params: { seconds: 0 } });
    expect((await alice.api.waitForStatus(id, ['FINISH', 'FAILURE'])).status).toBe('FINISH');
    // Committed with the end: there as soon as FINISH is.
    expect(await messagesOf(alice.id)).toEqual([
      { kind: 'computeJobFinished', params: { jobName: name, workflowId: id } },
    ]);
    expect((await alice.client.get('/api/v1/messages/unread-count')).body).toEqual({ unreadCount: 1 });
    const list = await alice.client.get<{ list: { title: string }[] }>(
      '/api/v1/messages?currentPage=0&recordNumberOfPage=10',
    );
    expect(list.body.list.map((m) => m.title)).toEqual([`Compute job ${name} finished`]);

    await expect.poll(() => smtp.to(alice.email).length, { timeout: 10_000 }).toBe(1);
    const [mail] = smtp.to(alice.email);
    expect(mail!.subject).toBe(`BioCloud：计算任务 ${name} 已完成 / BioCloud: Compute job ${name} finished`);
    expect(mail!.text).toContain(`计算任务 ${name} 已完成`);
    expect(mail!.text).toContain(`Compute job ${name} finished`);
    // The row is marked sent after the SMTP server's answer, when the drain's transaction commits: a moment later.
    await expect
      .poll(() => outboxOf(alice.id))
      .toEqual([{ status: 'sent', attempts: 1, last_error: null, to_address: alice.email }]);
    // Sent and marked: later rounds of the loop leave it be.
    await sleep(2_500);
    expect(smtp.to(alice.email)).toHaveLength(1);
  });

  it(
    'a failed job, e-mail off (the default): a message saying where it failed, no e-mail',
    { timeout: 60_000 },
    async () => {
      const bob = await user();
      expect((await bob.client.get(PREFERENCES)).body).toEqual({
        notifyEmail: false,
        email: bob.email,
        emailAvailable: true,
      });
      const name = jobName('variants');
      const id = await bob.api.submitOk(FAILING, { jobName: name, inputs: { note: bob.note } });
      expect((await bob.api.waitForStatus(id, ['FINISH', 'FAILURE'])).status).toBe('FAILURE');
      expect(await messagesOf(bob.id)).toEqual([
        { kind: 'computeJobFailed', params: { jobName: name, workflowId: id, failedStep: 'broken' } },
      ]);
      const zh = await fetch(`${engine.server.baseUrl}/api/v1/messages?currentPage=0&recordNumberOfPage=10`, {
        headers: { token: bob.client.token, lang: 'zh' },
      });
      expect(((await zh.json()) as { list: { title: string }[] }).list[0]!.title).toBe(
        `计算任务 ${name} 在步骤 broken 失败`,
      );
      expect(await outboxOf(bob.id)).toEqual([]);
      await sleep(2_500);
      expect(smtp.to(bob.email)).toEqual([]);
    },
  );

  it('a stopped job tells nothing: the user stopped it', { timeout: 60_000 }, async () => {
    const carol = await user();
    await carol.client.put(PREFERENCES, { notifyEmail: true });
    const id = await carol.api.submitOk(FAN, {
      jobName: jobName('stopped'),
      inputs: { note: carol.note },
      params: { seconds: 30 },
    });
    expect((await carol.api.action(id, 'stop')).body.status).toBe('KILLED');
    await carol.api.waitFor(id, (d) => d.steps.every((s) => s.status === 'killed' || s.status === null));
    expect([await messagesOf(carol.id), await outboxOf(carol.id)]).toEqual([[], []]);
  });

  it('an e-mail the SMTP server refuses stays in the outbox for a later try', { timeout: 60_000 }, async () => {
    const dave = await user();
    const address = `refused-${dave.client.user.username}@example.com`;
    await engine.server.db.updateTable('users').set({ email: address }).where('id', '=', dave.id).execute();
    await dave.client.put(PREFERENCES, { notifyEmail: true });
    const id = await dave.api.submitOk(FAN, {
      jobName: jobName('qc'),
      inputs: { note: dave.note },
      params: { seconds: 0 },
    });
    expect((await dave.api.waitForStatus(id, ['FINISH', 'FAILURE'])).status).toBe('FINISH');
    await expect.poll(async () => (await outboxOf(dave.id))[0]?.attempts, { timeout: 10_000 }).toBe(1);
    const [row] = await outboxOf(dave.id);
    expect(row).toMatchObject({ status: 'pending', to_address: address });
    expect(row!.last_error).toContain('no mailbox');
    expect(smtp.to(address)).toEqual([]);
  });

  it('preferences: e-mails need an address; bad bodies and anonymous callers are refused', async () => {
    const erin = await user();
    await engine.server.db.updateTable('users').set({ email: null }).where('id', '=', erin.id).execute();
    const refused = await erin.client.put(PREFERENCES, { notifyEmail: true });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      400,
      'NOTIFY_EMAIL_NO_ADDRESS',
      'Add an e-mail address to your account before turning on e-mail notices',
    ]);
    expect((await erin.client.put(PREFERENCES, { notifyEmail: 'yes' })).status).toBe(400);
    expect((await erin.client.put(PREFERENCES, { notifyEmail: false, extra: 1 })).status).toBe(400);
    expect((await erin.client.put(PREFERENCES, { notifyEmail: false })).body).toMatchObject({ notifyEmail: false });
    const anonymous = fileClient(engine.server.baseUrl, '');
    expect((await anonymous.get(PREFERENCES)).status).toBe(401);
    expect((await anonymous.put(PREFERENCES, { notifyEmail: true })).status).toBe(401);
  });
});

describe('without SMTP_URL', () => {
  it('sends nothing: opted-in e-mails are dropped, not kept to flood out later', async () => {
    const server = await startTestServer({ CATALOG_DIR: TEST_CATALOG_DIR });
    try {
      const user = await createUser(server.db);
      await server.db.updateTable('users').set({ notify_email: true }).where('id', '=', user.id).execute();
      const client = await loggedIn(server, user);
      expect((await client.get(PREFERENCES)).body).toMatchObject({ notifyEmail: true, emailAvailable: false });
      await enqueueNoticeMail(server.db, user.id, 'computeJobFinished', { jobName: 'x', workflowId: 'y' });
      await expect
        .poll(async () => (await server.db.selectFrom('mail_outbox').select('status').execute()).map((r) => r.status))
        .toEqual(['skipped']);
    } finally {
      await server.close();
    }
  });
});
