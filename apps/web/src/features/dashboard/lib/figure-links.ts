import {
  COMPUTE_OUTCOME_STATUSES,
  type JobOutcome,
  type Locale,
  type ProjectStatus,
  type TaskJobStatus,
} from '@biocloud/contracts';
import { pathTo, type RouteName } from '../../../shared/config/paths';

/*
 * Where each dashboard figure leads: the list it counts, filtered as it counted (the list pages read these query
 * parameters: tasks/lib/list-state.ts, workflows/lib/list-state.ts, project/lib/project-list-state.ts,
 * messages/lib/list-state.ts).
 */

const withQuery = (locale: Locale, route: RouteName, query: [string, string][]) =>
  `${pathTo(locale, route)}?${new URLSearchParams(query).toString()}`;

export const taskStatusPath = (locale: Locale, status: TaskJobStatus) =>
  withQuery(locale, 'myjob-task-list', [['status', status]]);

export const computeOutcomePath = (locale: Locale, outcome: JobOutcome) =>
  withQuery(
    locale,
    'myjob-compute-list',
    COMPUTE_OUTCOME_STATUSES[outcome].map((status) => ['status', status]),
  );

export const projectStatusPath = (locale: Locale, status: ProjectStatus) =>
  withQuery(locale, 'project-list', [['status', status]]);

export const unreadMessagesPath = (locale: Locale) => withQuery(locale, 'message-list', [['readFlag', 'unread']]);

export const announcementsPath = (locale: Locale) => withQuery(locale, 'message-list', [['kind', 'announcement']]);

/** A message's own page (spec 001 message/detail keeps the id in the query). */
export const messagePath = (locale: Locale, id: string) => withQuery(locale, 'message-detail', [['id', id]]);
