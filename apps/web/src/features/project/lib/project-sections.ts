import type { RouteName } from '../../../shared/config/paths';

/*
 * The sections of a project's detail pages (spec 000 §2: project/detail/:id/:name and its children): the tab each
 * route belongs to, and where a tab leads.
 */

export const PROJECT_SECTIONS = ['progress', 'custom', 'data', 'jobs', 'reports', 'analyse'] as const;
export type ProjectSection = (typeof PROJECT_SECTIONS)[number];

export const SECTION_TARGETS: Readonly<Record<ProjectSection, RouteName>> = {
  progress: 'project-detail-progress-analyse',
  custom: 'project-detail-progress-custom',
  data: 'project-detail-data-root',
  jobs: 'project-detail-job-c-list',
  reports: 'project-detail-report',
  analyse: 'project-detail-analyse',
};

const SECTION_OF: Partial<Record<RouteName, ProjectSection>> = {
  'project-detail-progress-analyse': 'progress',
  'project-detail-progress-service': 'progress',
  'project-detail-create-custom': 'custom',
  'project-detail-progress-custom': 'custom',
  'project-detail-data-root': 'data',
  'project-detail-data-files': 'data',
  'project-detail-job-c-list': 'jobs',
  'project-detail-job-t-list': 'jobs',
  'project-detail-job-c-detail': 'jobs',
  'project-detail-job-t-detail': 'jobs',
  'project-detail-job-t-detail-log': 'jobs',
  'project-detail-job-t-detail-event': 'jobs',
  'project-detail-report': 'reports',
  'project-detail-examiningReport': 'reports',
  'project-detail-analyse': 'analyse',
};

/** The section a route of the detail pages shows; progress (the detail's default) for any other. */
export function sectionOf(route: RouteName | undefined): ProjectSection {
  return (route && SECTION_OF[route]) ?? 'progress';
}
