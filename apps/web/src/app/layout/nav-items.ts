import { isParamFree, ROUTE_DEFS, type RouteDef, type RouteName } from '../../shared/config/paths';

/** The main navigation (spec 001 "Layout"): labels are layout.menu.<key>. */
export interface NavLeaf {
  key: string;
  route: RouteName;
  /** Route-name prefixes that belong to this entry, so detail pages keep their menu entry selected. */
  prefixes: readonly string[];
}
export interface NavGroup {
  key: string;
  children: readonly NavLeaf[];
}
export type NavItem = NavLeaf | NavGroup;

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', route: 'dashboard', prefixes: ['dashboard'] },
  { key: 'projects', route: 'project-list', prefixes: ['project-'] },
  { key: 'myData', route: 'mydata-private', prefixes: ['mydata-'] },
  {
    key: 'myJobs',
    children: [
      { key: 'computeJobs', route: 'myjob-compute-list', prefixes: ['myjob-compute-'] },
      { key: 'taskJobs', route: 'myjob-task-list', prefixes: ['myjob-task-'] },
    ],
  },
  {
    key: 'software',
    children: [
      // Not the prefix software-medical-: that would claim the new catalogue's pages too.
      {
        key: 'medical',
        route: 'software-medical-list',
        prefixes: ['software-medical-list', 'software-medical-detail'],
      },
      { key: 'medicalNew', route: 'software-medical-new-list', prefixes: ['software-medical-new-'] },
      { key: 'agriculture', route: 'software-agriculture-list', prefixes: ['software-agriculture-'] },
      { key: 'tools', route: 'software-tools-list', prefixes: ['software-tools-'] },
    ],
  },
  { key: 'samples', route: 'mysample-list', prefixes: ['mysample-'] },
  { key: 'messages', route: 'message-list', prefixes: ['message-'] },
  { key: 'articles', route: 'article-index', prefixes: ['article-'] },
  { key: 'help', route: 'help', prefixes: ['help'] },
  { key: 'beans', route: 'bean-detail', prefixes: ['bean-'] },
  { key: 'package', route: 'package-upgrade', prefixes: ['package-'] },
  { key: 'group', route: 'cloudgroup', prefixes: ['cloudgroup'] },
];

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

/** The selected leaf and its group (if any) for a route. */
export function navSelection(routeName: string | undefined): { leaf?: string; group?: string } {
  if (!routeName) return {};
  for (const item of NAV_ITEMS) {
    const leaves = isNavGroup(item) ? item.children : [item];
    const hit = leaves.find((leaf) => leaf.prefixes.some((p) => routeName === p || routeName.startsWith(p)));
    if (hit) return { leaf: hit.key, group: isNavGroup(item) ? item.key : undefined };
  }
  return {};
}

/** Utility routes that make no sense as a quick-access target. */
const NOT_QUICK_ACCESS: ReadonlySet<RouteName> = new Set(['iframe', 'loading', 'returnSampleAddressEmail']);

/** Routes offered by the header's quick-access search: console pages reachable without params. */
export function quickAccessRoutes(): RouteDef[] {
  return ROUTE_DEFS.filter(
    (def) => def.shell === 'console' && !def.redirectTo && isParamFree(def) && !NOT_QUICK_ACCESS.has(def.name),
  );
}
