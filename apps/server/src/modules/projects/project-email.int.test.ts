/**
 * "Send e-mail" on a project's progress pages (issue 6 part 2): besides the console message, every recipient with an
 * address gets a real e-mail through the mail outbox and SMTP (a real SMTP server is started here). It is written to
 * them, so it goes whatever their preference for notices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn, startFilesServer } from '../../../test/file-api';
import type { TestServer } from '../../../test/test-server';
import { startSmtpCatcher } from '../mail/test-support/smtp-catcher';
import { staffClient, staffProject, type Client } from './test-support/project-clients';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let server: TestServer;
let staff: Client;
let owner: Client;
let member: Client;
let project: { id: string };

const emailOf = (who: Client) => `${who.user.username}@example.com`;
const outboxOf = (who: Client) =>
  server.db.selectFrom('mail_outbox').select(['kind', 'status']).where('user_id', '=', who.user.id).execute();

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  ({ server } = await startFilesServer({ SMTP_URL: smtp.url }));
  staff = await staffClient(server);
  [owner, member] = [await loggedIn(server), await loggedIn(server)];
  project = await staffProject(staff, owner, 'Mail test', [member]);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('send e-mail on a project', () => {
  it('from staff reaches the owner and the members by e-mail, in both languages', { timeout: 30_000 }, async () => {
    const sent = await staff.post(`/api/v1/projects/${project.id}/progress/email`, {
      subject: 'Data ready',
      content: 'Your FASTQ files are in the project data.',
    });
    expect(sent.body).toEqual({ channel: 'email', recipients: 2, mailed: 2 });
    await expect.poll(() => smtp.to(emailOf(owner)).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => smtp.to(emailOf(member)).length, { timeout: 15_000 }).toBe(1);
    const [mail] = smtp.to(emailOf(owner));
    expect(mail!.subject).toMatch(
      /项目 Mail test（BC\d{6}）：Data ready \/ .*: project Mail test \(BC\d{6}\): Data ready$/,
    );
    expect(mail!.text).toContain('Your FASTQ files are in the project data.');
    expect(mail!.text).toContain(`${staff.user.username} wrote to you about project Mail test`);
    expect(mail!.text).toContain('给您写信');
    expect(smtp.to(emailOf(staff))).toEqual([]);
    await expect.poll(() => outboxOf(owner)).toEqual([{ kind: 'projectEmail', status: 'sent' }]);
  });

  it('from the owner reaches the project contact (its staff), not the owner', { timeout: 30_000 }, async () => {
    const sent = await owner.post(`/api/v1/projects/${project.id}/progress/email`, {
      subject: 'Question',
      content: 'When does sequencing start?',
    });
    expect(sent.body).toEqual({ channel: 'email', recipients: 1, mailed: 1 });
    await expect.poll(() => smtp.to(emailOf(staff)).length, { timeout: 15_000 }).toBe(1);
    expect(smtp.to(emailOf(staff))[0]!.text).toContain('When does sequencing start?');
    expect(smtp.to(emailOf(owner))).toHaveLength(1);
  });

  it('leaves a recipient without an address to the console message', async () => {
    await server.db.updateTable('users').set({ email: null }).where('id', '=', member.user.id).execute();
    const sent = await staff.post(`/api/v1/projects/${project.id}/progress/email`, { content: 'Report soon' });
    expect(sent.body).toEqual({ channel: 'email', recipients: 2, mailed: 1 });
    expect(await outboxOf(member)).toHaveLength(1);
    const messages = await server.db
      .selectFrom('messages')
      .select('kind')
      .where('user_id', '=', member.user.id)
      .where('kind', '=', 'projectEmail')
      .execute();
    expect(messages).toHaveLength(2);
  });
});
