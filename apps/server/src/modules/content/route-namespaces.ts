/**
 * Which text namespaces a route needs: the shared ones plus the route's own area (the first segment of its route
 * name, e.g. `project-detail-report` -> `project`). Unknown areas simply add nothing.
 */
const SHARED_NAMESPACES = ['common', 'layout', 'routes', 'errors'];

export function namespacesForRoute(routeName: string): string[] {
  const area = routeName.split(/[-/.]/)[0] ?? '';
  return [...new Set([...SHARED_NAMESPACES, routeName, area])].filter((n) => n.length > 0);
}
