import type { RouteName } from '../../../shared/config/paths';

/** The areas the dashboard links to; texts are dashboard.areas.<key>.title / .description. */
export const DASHBOARD_AREAS = [
  { key: 'projects', route: 'project-list' },
  { key: 'data', route: 'mydata-private' },
  { key: 'computeJobs', route: 'myjob-compute-list' },
  { key: 'taskJobs', route: 'myjob-task-list' },
  { key: 'apps', route: 'software-medical-list' },
  { key: 'tools', route: 'software-tools-list' },
  { key: 'samples', route: 'mysample-list' },
  { key: 'messages', route: 'message-list' },
] as const satisfies readonly { key: string; route: RouteName }[];

export type DashboardAreaKey = (typeof DASHBOARD_AREAS)[number]['key'];
