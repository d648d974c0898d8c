import { useOutletContext, useParams } from 'react-router';
import type { ProjectDetailResponse } from '@biocloud/contracts';
import type { RouteParams } from '../../../shared/config/paths';

/** What the detail frame hands its pages: the project as loaded, and the params every child route path needs. */
export interface ProjectContext {
  project: ProjectDetailResponse;
  /** id and name of project/detail/:id/:name, for links to sibling pages. */
  routeParams: RouteParams & { id: string; name: string };
}

export function useProjectContext(): ProjectContext {
  return useOutletContext<ProjectContext>();
}

/** The :id and :name of the current project route (empty outside one). */
export function useProjectRouteParams(): ProjectContext['routeParams'] {
  const params = useParams();
  return { id: params.id ?? '', name: params.name ?? '' };
}
