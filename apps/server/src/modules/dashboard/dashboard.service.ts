import type { Kysely } from 'kysely';
import {
  COMPUTE_JOB_STATUSES,
  JOB_OUTCOMES,
  TASK_JOB_STATUSES,
  projectStatusSchema,
  type DashboardResponse,
} from '@biocloud/contracts';
import type { DB } from '../../db/schema';
import type { MessagesRepository } from '../messages/messages.repository';
import { createDashboardRepository, recordStorageHistory } from './dashboard.repository';

/** Every key of a set with its count (zero when the database had no row for it). */
const complete = <K extends string>(keys: readonly K[], counts: Record<string, number>) =>
  Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0])) as Record<K, number>;

/**
 * The dashboard's live figures for its reader (issue 18 item 4). Reading it records today's storage of the reader
 * first, so the chart's last point is what the storage card says.
 */
export function createDashboardService(deps: { db: Kysely<DB>; messagesRepo: MessagesRepository }) {
  const { db, messagesRepo } = deps;
  const repo = createDashboardRepository(db);
  return {
    /** The figures of `user`; each counts what the list it links to shows that user. */
    async summary(user: { id: string; role: string }): Promise<DashboardResponse> {
      const userId = user.id;
      await recordStorageHistory(db, userId);
      const [tasks, computes, projects, unreadMessages, jobRows, days, storageByDay, reports] = await Promise.all([
        repo.taskCounts(userId),
        repo.computeCounts(userId),
        repo.projectCounts(userId, user.role === 'staff'),
        messagesRepo.unreadCount(userId),
        repo.jobsByDay(userId),
        repo.chartDays(),
        repo.storageByDay(userId),
        repo.latestReports(userId),
      ]);
      const jobsByDay = days.map((day) => ({
        day,
        counts: complete(
          JOB_OUTCOMES,
          Object.fromEntries(jobRows.filter((row) => row.day === day).map((row) => [row.outcome, Number(row.n)])),
        ),
      }));
      return {
        taskCounts: complete(TASK_JOB_STATUSES, tasks),
        computeCounts: complete(COMPUTE_JOB_STATUSES, computes),
        projectCounts: complete(projectStatusSchema.options, projects),
        unreadMessages,
        jobsByDay,
        storageByDay,
        reports,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
