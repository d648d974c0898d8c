import { describe, expect, it } from 'vitest';
import type { UsersRepository } from './users.repository';
import { createUsersService } from './users.service';

/** One user row in memory: e-mails of job ends switch on only where there is an address, as the update's check. */
function fakeUsers(email: string | null) {
  const row = { notify_email: false, email };
  const repo: UsersRepository = {
    passwordHash: () => Promise.reject(new Error('not used here')),
    async preferences() {
      return { ...row };
    },
    async setNotifyEmail(_, notifyEmail) {
      if (notifyEmail && !row.email?.trim()) return false;
      row.notify_email = notifyEmail;
      return true;
    },
  };
  return { repo, row };
}

describe('users service preferences', () => {
  it('turns e-mails on for an account with an address, and says whether the server can send them', async () => {
    const { repo, row } = fakeUsers('a@example.org');
    const users = createUsersService({ usersRepo: repo, emailAvailable: false });
    await expect(users.setPreferences('u1', { notifyEmail: true })).resolves.toEqual({
      notifyEmail: true,
      email: 'a@example.org',
      emailAvailable: false,
    });
    expect(row.notify_email).toBe(true);
  });

  it('refuses to turn e-mails on without an address, with NOTIFY_EMAIL_NO_ADDRESS', async () => {
    const { repo, row } = fakeUsers(null);
    const users = createUsersService({ usersRepo: repo, emailAvailable: true });
    await expect(users.setPreferences('u1', { notifyEmail: true })).rejects.toMatchObject({
      code: 'NOTIFY_EMAIL_NO_ADDRESS',
      statusCode: 400,
    });
    expect(row.notify_email).toBe(false);
    await expect(users.setPreferences('u1', { notifyEmail: false })).resolves.toMatchObject({ notifyEmail: false });
  });
});
