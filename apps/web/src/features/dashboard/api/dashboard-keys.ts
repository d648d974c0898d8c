/** Query keys of the dashboard's own reads (small first pages of the lists, apart from the list pages' keys). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  recentTasks: ['dashboard', 'recent-tasks'] as const,
  recentComputeJobs: ['dashboard', 'recent-compute-jobs'] as const,
  recentProjects: ['dashboard', 'recent-projects'] as const,
  summary: ['dashboard', 'summary'] as const,
  notice: ['dashboard', 'notice'] as const,
  latestMessages: ['dashboard', 'latest-messages'] as const,
};

/** How many of each the dashboard shows: the newest first, the rest one click away on the list. */
export const RECENT_COUNT = 5;
