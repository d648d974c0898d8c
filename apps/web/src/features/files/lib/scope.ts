import { PRIVATE_ROOT_FILE_UUID, PUBLIC_ROOT_FILE_UUID } from '@biocloud/contracts';
import type { RouteName } from '../../../app/paths';

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
 * Whether the caller may change files of a scope. The public space is written by admins only, and the current-user
 * call does not say who is an admin, so the page treats it as read-only for everyone.
 */
export function isWritableScope(scope: DataScope): boolean {
  return scope === 'private';
}
