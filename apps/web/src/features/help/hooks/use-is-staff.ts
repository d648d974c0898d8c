// The help area's pages import it from here; it lives in shared/ (articles need it too).
export { useIsStaff } from '../../../shared/api/use-is-staff';
