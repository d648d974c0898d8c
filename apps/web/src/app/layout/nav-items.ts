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

/** The drawing tools' pages (shared/drawing-links.ts names them; not imported here: it pulls the charts package). */
const DRAWING_PREFIXES = [
  'software-tools-drawtool',
  'software-tools-boxplot',
  'software-tools-columnar',
  'software-tools-pieChart',
  'software-tools-scatter',
  'software-tools-area',
  'software-tools-pointplot',
  'software-tools-heatmap',
  'software-tools-detail-draw',
] as const;

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
      // Before the charts' pages are found by their tools' route prefix: the longest prefix wins (navSelection).
      { key: 'drawing', route: 'software-tools-drawtool', prefixes: DRAWING_PREFIXES },
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

/**
 * Lab staff (STAFF_ROLES) work samples from three pages (walkthrough M3): the workspace with the incoming queue
 * (mysample/list), every customer's samples, and the customer list. Customers keep the one entry.
 */
export const STAFF_SAMPLES_NAV: NavGroup = {
  key: 'samples',
  children: [
    { key: 'sampleQueue', route: 'mysample-list', prefixes: ['mysample-'] },
    { key: 'allSamples', route: 'mysample-list-sample', prefixes: ['mysample-list-sample'] },
    { key: 'sampleCustomers', route: 'mysample-customerList', prefixes: ['mysample-customerList'] },
  ],
};

/** The navigation a user sees: staff get the samples group in place of the customers' entry. */
export function navItemsFor(isStaff: boolean): readonly NavItem[] {
  return isStaff ? NAV_ITEMS.map((item) => (item.key === 'samples' ? STAFF_SAMPLES_NAV : item)) : NAV_ITEMS;
}

export function isNavGroup(item: NavItem): item is NavGroup {
  return 'children' in item;
}

/** The selected leaf and its group (if any) for a route: the leaf with the longest matching prefix. */
export function navSelection(
  routeName: string | undefined,
  items: readonly NavItem[] = NAV_ITEMS,
): { leaf?: string; group?: string } {
  if (!routeName) return {};
  let best: { leaf: string; group?: string; length: number } | undefined;
  for (const item of items) {
    for (const leaf of isNavGroup(item) ? item.children : [item]) {
      for (const prefix of leaf.prefixes) {
        if (!routeName.startsWith(prefix) || (best && best.length >= prefix.length)) continue;
        best = { leaf: leaf.key, group: isNavGroup(item) ? item.key : undefined, length: prefix.length };
      }
    }
  }
  return best ? { leaf: best.leaf, group: best.group } : {};
}

/** Utility routes that make no sense as a quick-access target. */
const NOT_QUICK_ACCESS: ReadonlySet<RouteName> = new Set(['iframe', 'loading', 'returnSampleAddressEmail']);

/** Routes offered by the header's quick-access search: console pages reachable without params. */
export function quickAccessRoutes(): RouteDef[] {
  return ROUTE_DEFS.filter(
    (def) => def.shell === 'console' && !def.redirectTo && isParamFree(def) && !NOT_QUICK_ACCESS.has(def.name),
  );
}
