import type { Kysely } from 'kysely';
import { NOTICE_COUNT, type Announcement, type announcementRequestSchema, type UserRole } from '@biocloud/contracts';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { createAnnouncementsRepository } from './announcements.repository';
import { sendMessages, sendMessageToAll } from './messages.repository';

type AnnouncementRequest = z.output<typeof announcementRequestSchema>;

/** How many past announcements the staff page lists. */
const STAFF_LIST_COUNT = 20;

/** The roles that may write announcements: the service's staff and admins. */
const WRITERS: readonly UserRole[] = ['staff', 'admin'];

const staffOnly = () => new AppError('STAFF_ONLY', 400);

/**
 * Announcements (issue 18 item 1): staff write one to every user or to one user; it is stored (the dashboard's
 * notice reads the newest) and sent as a message of kind `announcement`, in one transaction.
 */
export function createAnnouncementsService(deps: { db: Kysely<DB> }) {
  const { db } = deps;
  return {
    async create(
      writer: { id: string; role: UserRole },
      request: AnnouncementRequest,
    ): Promise<{ announcement: Announcement; recipients: number }> {
      if (!WRITERS.includes(writer.role)) throw staffOnly();
      return db.transaction().execute(async (trx) => {
        const repo = createAnnouncementsRepository(trx);
        const username = request.username?.trim();
        const userId = username ? await repo.userIdOf(username) : null;
        if (userId === undefined) throw new AppError('ANNOUNCEMENT_USER_UNKNOWN', 400);
        const announcement = await repo.insert({
          title: request.title,
          content: request.content,
          userId,
          createdBy: writer.id,
        });
        const params = { title: request.title, content: request.content, announcementId: announcement.id };
        const message = { kind: 'announcement', params };
        let recipients = 1;
        if (userId) await sendMessages(trx, [userId], message);
        else recipients = await sendMessageToAll(trx, message);
        return { announcement, recipients };
      });
    },

    /** The dashboard's notice. */
    notice: (userId: string) => createAnnouncementsRepository(db).latestFor(userId, NOTICE_COUNT),

    async staffList(writer: { role: UserRole }): Promise<Announcement[]> {
      if (!WRITERS.includes(writer.role)) throw staffOnly();
      return createAnnouncementsRepository(db).latest(STAFF_LIST_COUNT);
    },
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
