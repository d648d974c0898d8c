/**
 * Which text namespaces a route needs: the shared ones plus the route's own area (the first segment of its route
 * name, e.g. `project-detail-report` -> `project`). Unknown areas simply add nothing.
 */
// fileTypes: file type names appear in tables and tool pages of most areas (half a kilobyte).
const SHARED_NAMESPACES = ['common', 'layout', 'routes', 'errors', 'fileTypes'];

/** The drawing tools sit in the software area but have texts of their own (namespace `drawing`). */
const DRAWING_ROUTE =
  /^software-tools-(drawtool|boxplot|columnarMap|columnar|pieChart|scatter|area|pointplot|heatmap|detail-draw)$/;

/** App catalogue pages (texts `apps`; their generated form speaks `software`) and compute job pages (`compute`). */
const APP_ROUTE = /^software-(agriculture|medical|medical-new)-(list|detail)$/;
const COMPUTE_ROUTE = /^myjob-compute-/;
/** Sample routes (mysample-..., the return address page) speak the `samples` namespace. */
const SAMPLE_ROUTE = /^(mysample-|returnSampleAddressEmail$)/;

/** The partner hand-over pages (jumpv1, jumpv3) speak the `jump` namespace. */
const JUMP_ROUTE = /^jumpv[13]$/;

export function namespacesForRoute(routeName: string): string[] {
  const area = routeName.split(/[-/.]/)[0] ?? '';
  const extra = [
    ...(DRAWING_ROUTE.test(routeName) ? ['drawing'] : []),
    ...(APP_ROUTE.test(routeName) ? ['apps'] : []),
    ...(COMPUTE_ROUTE.test(routeName) ? ['compute', 'jobs'] : []),
    ...(SAMPLE_ROUTE.test(routeName) ? ['samples'] : []),
    ...(JUMP_ROUTE.test(routeName) ? ['jump'] : []),
  ];
  return [...new Set([...SHARED_NAMESPACES, routeName, area, ...extra])].filter((n) => n.length > 0);
}
