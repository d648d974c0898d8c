import { useCurrentUser } from './get-current-user';

/** Staff and admins write help pages and articles; the server checks it again on every write. */
export function useIsStaff(): boolean {
  const role = useCurrentUser().data?.role;
  return role === 'staff' || role === 'admin';
}
