import { projectStatusSchema, projectTypeSchema, type ProjectStatus, type ProjectType } from '@biocloud/contracts';
import {
  optionalEnumField,
  optionalField,
  pageField,
  textField,
  urlListState,
} from '../../../shared/lib/url-list-state';
import type { ProjectListRequest } from '../api/list-projects';

/*
 * What the project list shows, kept in the URL's query so back, reload and shared links keep it. Anything
 * unreadable falls back to its default; defaults are left out of the URL.
 */

/** The project list's page size (the spec gives none for it; the job and report lists of a project use 15). */
export const PROJECT_LIST_PAGE_SIZE = 10;

export interface ProjectListState {
  /** One-based, as the table shows it. */
  readonly page: number;
  readonly search: string;
  readonly status: ProjectStatus | null;
  readonly type: ProjectType | null;
  /** Created-time range as YYYY-MM-DD, both ends included. */
  readonly from: string | null;
  readonly to: string | null;
}

export const DEFAULT_PROJECT_LIST_STATE: ProjectListState = {
  page: 1,
  search: '',
  status: null,
  type: null,
  from: null,
  to: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : null);

const projectListUrl = urlListState<ProjectListState>({
  page: pageField,
  search: textField({ trimOnRead: false }),
  status: optionalEnumField(projectStatusSchema),
  type: optionalEnumField(projectTypeSchema),
  from: optionalField(day),
  to: optionalField(day),
});

export const parseProjectListState = projectListUrl.parse;
export const projectListStateToParams = projectListUrl.toParams;

/** The list call; the range's end day is included up to its last millisecond in the browser's time zone. */
export function toProjectListRequest(state: ProjectListState): ProjectListRequest {
  const search = state.search.trim();
  const endOfDay = (d: string) => new Date(new Date(`${d}T00:00:00`).getTime() + 24 * 60 * 60 * 1000 - 1);
  return {
    recordNumberOfPage: PROJECT_LIST_PAGE_SIZE,
    currentPage: state.page - 1,
    ...(search ? { projectName: search } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.type ? { projectType: state.type } : {}),
    ...(state.from ? { startCreateTime: new Date(`${state.from}T00:00:00`).toISOString() } : {}),
    ...(state.to ? { endCreateTime: endOfDay(state.to).toISOString() } : {}),
  };
}

export function isProjectListFiltered(state: ProjectListState): boolean {
  return Boolean(state.search.trim() || state.status || state.type || state.from || state.to);
}
