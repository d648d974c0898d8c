/*
 * Query key roots of the task job pages. Lists of every page, filter and sort share `lists`, so an action or a live
 * status change reloads them in one call; everything of one job shares `job(id)`.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: ['tasks', 'list'] as const,
  job: (jobId: string) => ['tasks', 'task', jobId] as const,
};

export const taskPath = (jobId: string) => `/api/v1/tasks/${encodeURIComponent(jobId)}`;
