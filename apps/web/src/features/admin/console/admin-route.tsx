import { lazy, Suspense } from 'react';

/*
 * The route's module stays this small on purpose: the router's entry chunk lists the files each of its lazy pages
 * needs, and the console shell is at its first-load budget. The console's own chunks are listed here instead.
 */
const AdminConsole = lazy(() => import('./admin-console').then((m) => ({ default: m.AdminConsole })));

export function AdminRoute() {
  return (
    <Suspense fallback={null}>
      <AdminConsole />
    </Suspense>
  );
}
