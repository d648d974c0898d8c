/*
 * Query key roots of the compute job pages. Lists of every filter share `lists`, so an action or a live change
 * reloads them in one call; everything of one job (detail, tabs, report) shares `job(id)`.
 */
export const workflowKeys = {
  all: ['workflows'] as const,
  lists: ['workflows', 'list'] as const,
  job: (workflowId: string) => ['workflows', 'job', workflowId] as const,
  toolsForType: ['workflows', 'tools-for-type'] as const,
};

export const workflowPath = (workflowId: string) => `/api/v1/workflows/${encodeURIComponent(workflowId)}`;
