import {
  PRIVATE_ROOT_FILE_UUID,
  PUBLIC_ROOT_FILE_UUID,
  isOwnAnalysis,
  type Project,
  type UserRole,
} from '@biocloud/contracts';
import type { RouteName } from '../../../shared/config/paths';

/** The two tabs of my data (spec 000 §4): private lists folder 0 with privated true, public folder 1 with false. */
export const DATA_SCOPES = ['private', 'public'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export interface ScopeDef {
  readonly route: RouteName;
  readonly rootUuid: string;
  readonly privated: boolean;
}

export const SCOPE_DEFS: Readonly<Record<DataScope, ScopeDef>> = {
  private: { route: 'mydata-private', rootUuid: PRIVATE_ROOT_FILE_UUID, privated: true },
  public: { route: 'mydata-public', rootUuid: PUBLIC_ROOT_FILE_UUID, privated: false },
};

export function isDataScope(value: unknown): value is DataScope {
  return typeof value === 'string' && (DATA_SCOPES as readonly string[]).includes(value);
}

/**
 * Whether the caller may change files of a scope: the private space always, the public one only as an admin (the
 * server refuses anyone else's writes there with PUBLIC_READ_ONLY). While the role is unknown, public is read-only.
 */
export function isWritableScope(scope: DataScope, role: UserRole | undefined): boolean {
  return scope === 'private' || role === 'admin';
}

/**
 * Whether the caller may change a project's data: staff and admins deliver into it; the customers (owner, members)
 * of an own-analysis project organise it themselves, those of a service project only read, download and copy out
 * (the server refuses their writes with PROJECT_READ_ONLY). Unknown role or project: read-only.
 */
export function isWritableProjectData(
  role: UserRole | undefined,
  project: Pick<Project, 'projectType' | 'role'> | undefined,
): boolean {
  if (role === 'staff' || role === 'admin') return true;
  return project !== undefined && project.role !== 'staff' && isOwnAnalysis(project.projectType);
}
