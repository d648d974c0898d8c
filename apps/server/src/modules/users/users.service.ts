import type { UserPreferences } from '@biocloud/contracts';
import { badRequest } from '../../http/app-error';
import type { UsersRepository } from './users.repository';

/** The caller's own settings: for now whether a compute job's end also comes by e-mail. */
export function createUsersService(deps: { usersRepo: UsersRepository; emailAvailable: boolean }) {
  const { usersRepo: repo, emailAvailable } = deps;

  async function preferences(userId: string): Promise<UserPreferences> {
    const row = await repo.preferences(userId);
    return { notifyEmail: row.notify_email, email: row.email, emailAvailable };
  }

  return {
    preferences,

    async setPreferences(userId: string, update: { notifyEmail: boolean }): Promise<UserPreferences> {
      // E-mails need somewhere to go; turning them off always works.
      if (!(await repo.setNotifyEmail(userId, update.notifyEmail))) throw badRequest('NOTIFY_EMAIL_NO_ADDRESS');
      return preferences(userId);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
