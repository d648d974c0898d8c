import { isLocale, type Locale } from '@biocloud/contracts';

/**
 * Every route of both spec documents, by its spec route name. Patterns are relative to `/:locale`.
 * Names the spec does not give (tabs, default redirects) follow its `<segment>-<segment>` convention.
 * This module stays free of React and the router so e2e tests and the server side can import it.
 */

/** Where a route renders: the console layout (login required), the account layout (public), or bare (login required, no layout). */
export type RouteShell = 'console' | 'account' | 'bare';

interface RouteSpec {
  readonly name: string;
  readonly pattern: string;
  readonly shell: RouteShell;
  /** The route only forwards to this one (the spec's "default" child), keeping the params it shares. */
  readonly redirectTo?: string;
  /** Values of optional params when absent (spec: private root is 0, public root 1). */
  readonly defaults?: Readonly<Record<string, string>>;
  /** Spec: a logged-in user opening user-login goes to the redirect target (the dashboard without one). */
  readonly loggedInRedirectTo?: string;
}

const projectDetail = 'project/detail/:id/:name';
const computeDetail = 'myjob/compute/detail/:id';
const taskDetail = 'myjob/task/detail/:jobId';

const ROUTE_SPECS = [
  // Account (spec 001 §2), reachable without login.
  { name: 'user', pattern: 'user', shell: 'account', redirectTo: 'user-login', loggedInRedirectTo: 'dashboard' },
  { name: 'user-login', pattern: 'user/login', shell: 'account', loggedInRedirectTo: 'dashboard' },
  { name: 'user-register', pattern: 'user/register', shell: 'account' },
  { name: 'user-agreement', pattern: 'user/agreement', shell: 'account' },
  { name: 'user-forget', pattern: 'user/forget', shell: 'account', redirectTo: 'user-forget-type' },
  { name: 'user-forget-type', pattern: 'user/forget/type', shell: 'account' },
  { name: 'user-forget-email', pattern: 'user/forget/email', shell: 'account' },
  { name: 'user-forget-phone', pattern: 'user/forget/phone', shell: 'account' },
  { name: 'user-forget-reset', pattern: 'user/forget/reset/:querystring', shell: 'account' },
  { name: 'user-bind', pattern: 'user/bind/:querystring', shell: 'account' },
  { name: 'user-wlogin', pattern: 'user/wlogin', shell: 'account' },
  { name: 'user-qlogin', pattern: 'user/qlogin', shell: 'account' },
  { name: 'user-weixin-bind', pattern: 'user/weixin/bind', shell: 'account' },
  { name: 'user-weixin-soonRegist', pattern: 'user/weixin/soonRegist', shell: 'account' },

  { name: 'dashboard', pattern: 'dashboard', shell: 'console' },
  { name: 'userinfo-edit', pattern: 'userinfo/edit', shell: 'console' },

  // Projects (spec 000 §2).
  { name: 'project-list', pattern: 'project/list', shell: 'console' },
  { name: 'project-detail-custom', pattern: 'project/custom-detail', shell: 'console' },
  {
    name: 'project-detail',
    pattern: projectDetail,
    shell: 'console',
    redirectTo: 'project-detail-progress-analyse',
  },
  { name: 'project-detail-progress-analyse', pattern: `${projectDetail}/progress/analyse`, shell: 'console' },
  { name: 'project-detail-progress-service', pattern: `${projectDetail}/progress/service`, shell: 'console' },
  { name: 'project-detail-create-custom', pattern: `${projectDetail}/custom`, shell: 'console' },
  { name: 'project-detail-progress-custom', pattern: `${projectDetail}/custom-progress`, shell: 'console' },
  { name: 'project-detail-data-root', pattern: `${projectDetail}/data/root`, shell: 'console' },
  {
    name: 'project-detail-data-files',
    pattern: `${projectDetail}/data/files/project/:rootFileUuid/:folderUuid`,
    shell: 'console',
  },
  {
    name: 'project-detail-job',
    pattern: `${projectDetail}/job`,
    shell: 'console',
    redirectTo: 'project-detail-job-c-list',
  },
  { name: 'project-detail-job-c-list', pattern: `${projectDetail}/job/c/list`, shell: 'console' },
  { name: 'project-detail-job-t-list', pattern: `${projectDetail}/job/t/list`, shell: 'console' },
  { name: 'project-detail-job-c-detail', pattern: `${projectDetail}/job/c/detail/:jobId/:jobName`, shell: 'console' },
  { name: 'project-detail-job-t-detail', pattern: `${projectDetail}/job/t/detail/:jobId/:jobName`, shell: 'console' },
  {
    name: 'project-detail-job-t-detail-log',
    pattern: `${projectDetail}/job/t/detail/:jobId/:jobName/log`,
    shell: 'console',
  },
  {
    name: 'project-detail-job-t-detail-event',
    pattern: `${projectDetail}/job/t/detail/:jobId/:jobName/event`,
    shell: 'console',
  },
  { name: 'project-detail-examiningReport', pattern: `${projectDetail}/examiningReport`, shell: 'console' },
  { name: 'project-detail-report', pattern: `${projectDetail}/report`, shell: 'console' },
  { name: 'project-detail-analyse', pattern: `${projectDetail}/analyse`, shell: 'console' },

  // Software, apps and tools (spec 000 §2).
  {
    name: 'software-agriculture',
    pattern: 'software/agriculture',
    shell: 'console',
    redirectTo: 'software-agriculture-list',
  },
  { name: 'software-agriculture-list', pattern: 'software/agriculture/list', shell: 'console' },
  { name: 'software-agriculture-detail', pattern: 'software/agriculture/detail/:id', shell: 'console' },
  { name: 'software-medical', pattern: 'software/medical', shell: 'console', redirectTo: 'software-medical-list' },
  { name: 'software-medical-list', pattern: 'software/medical/list', shell: 'console' },
  { name: 'software-medical-detail', pattern: 'software/medical/detail/:id', shell: 'console' },
  {
    name: 'software-medical-new',
    pattern: 'software/medical-new',
    shell: 'console',
    redirectTo: 'software-medical-new-list',
  },
  { name: 'software-medical-new-list', pattern: 'software/medical-new/list', shell: 'console' },
  { name: 'software-medical-new-detail', pattern: 'software/medical-new/detail/:id', shell: 'console' },
  { name: 'software-tools', pattern: 'software/tools', shell: 'console', redirectTo: 'software-tools-list' },
  { name: 'software-tools-list', pattern: 'software/tools/list', shell: 'console' },
  { name: 'software-tools-drawtool', pattern: 'software/tools/drawtool', shell: 'console' },
  { name: 'software-tools-boxplot', pattern: 'software/tools/boxplot', shell: 'console' },
  { name: 'software-tools-columnarMap', pattern: 'software/tools/columnarMap', shell: 'console' },
  { name: 'software-tools-columnar', pattern: 'software/tools/columnar', shell: 'console' },
  { name: 'software-tools-pieChart', pattern: 'software/tools/pieChart', shell: 'console' },
  { name: 'software-tools-scatter', pattern: 'software/tools/scatter', shell: 'console' },
  { name: 'software-tools-area', pattern: 'software/tools/area', shell: 'console' },
  { name: 'software-tools-pointplot', pattern: 'software/tools/pointplot', shell: 'console' },
  { name: 'software-tools-heatmap', pattern: 'software/tools/heatmap/:id/:pid', shell: 'console' },
  { name: 'software-tools-detail-small', pattern: 'software/tools/detail/small/:id', shell: 'console' },
  { name: 'software-tools-detail-developer', pattern: 'software/tools/detail/developer/:id', shell: 'console' },
  { name: 'software-tools-detail-custom', pattern: 'software/tools/detail/custom/:id', shell: 'console' },
  { name: 'software-tools-detail-draw', pattern: 'software/tools/detail/draw/:id', shell: 'console' },
  { name: 'software-tools-detail-table', pattern: 'software/tools/detail/table/:id', shell: 'console' },
  { name: 'software-tools-detail-fasta', pattern: 'software/tools/detail/fasta/:id', shell: 'console' },

  // My data (spec 000 §2, §4): private root 0, public root 1.
  { name: 'mydata-private', pattern: 'mydata/private/:fileUuid?', shell: 'console', defaults: { fileUuid: '0' } },
  { name: 'mydata-public', pattern: 'mydata/public/:fileUuid?', shell: 'console', defaults: { fileUuid: '1' } },

  // Compute jobs and task jobs (spec 000 §2).
  { name: 'myjob-compute-list', pattern: 'myjob/compute/list', shell: 'console' },
  { name: 'myjob-compute-detail', pattern: computeDetail, shell: 'console', redirectTo: 'myjob-compute-detail-input' },
  { name: 'myjob-compute-detail-input', pattern: `${computeDetail}/input`, shell: 'console' },
  { name: 'myjob-compute-detail-params', pattern: `${computeDetail}/params`, shell: 'console' },
  { name: 'myjob-compute-detail-output', pattern: `${computeDetail}/output`, shell: 'console' },
  { name: 'myjob-compute-detail-log', pattern: `${computeDetail}/log`, shell: 'console' },
  { name: 'myjob-compute-detail-error', pattern: `${computeDetail}/error`, shell: 'console' },
  { name: 'myjob-task-list', pattern: 'myjob/task/list', shell: 'console' },
  { name: 'myjob-task-detail', pattern: taskDetail, shell: 'console', redirectTo: 'myjob-task-detail-params' },
  { name: 'myjob-task-detail-params', pattern: `${taskDetail}/params`, shell: 'console' },
  { name: 'myjob-task-detail-result', pattern: `${taskDetail}/result`, shell: 'console' },
  { name: 'myjob-task-detail-log', pattern: `${taskDetail}/log`, shell: 'console' },
  { name: 'myjob-task-detail-event', pattern: `${taskDetail}/event`, shell: 'console' },

  // Samples (spec 001 §2).
  { name: 'mysample-list', pattern: 'mysample/list', shell: 'console' },
  { name: 'mysample-list-sample', pattern: 'mysample/list/sample', shell: 'console' },
  { name: 'mysample-testReport', pattern: 'mysample/testReport/:id', shell: 'console' },
  { name: 'mysample-sampleDetail', pattern: 'mysample/sampleDetail/:id', shell: 'console' },
  { name: 'mysample-sendInstructions', pattern: 'mysample/sendInstructions/:userId', shell: 'console' },
  { name: 'mysample-infoSheet', pattern: 'mysample/infoSheet/:id/:type/:userId', shell: 'console' },
  { name: 'mysample-customerList', pattern: 'mysample/customerList', shell: 'console' },
  { name: 'mysample-bookingList', pattern: 'mysample/bookingList/:id', shell: 'console' },
  { name: 'mysample-booking', pattern: 'mysample/booking/:id', shell: 'console' },
  { name: 'mysample-infoList', pattern: 'mysample/infoList/:id', shell: 'console' },

  // Messages, help, group, beans, package (spec 001 §2).
  { name: 'message-list', pattern: 'message/list', shell: 'console' },
  { name: 'message-detail', pattern: 'message/detail', shell: 'console' },
  // Not in the spec: staff write announcements here (issue 18 item 1; a plain page until a staff console).
  { name: 'message-announce', pattern: 'message/announce', shell: 'console' },
  { name: 'help', pattern: 'help', shell: 'console' },
  { name: 'help-detail', pattern: 'help-detail', shell: 'console' },
  { name: 'help-search', pattern: 'help-search', shell: 'console' },
  { name: 'customerService', pattern: 'customerService', shell: 'console' },
  // Not in the spec: staff read and answer the users' suggestions here (issue 18; a plain page until a staff console).
  { name: 'help-suggestions', pattern: 'help/suggestions', shell: 'console' },
  // Not in the spec: staff make, copy and withdraw invitation links here (issue 27 item 1).
  { name: 'invitation-manage', pattern: 'invitation/manage', shell: 'console' },
  { name: 'promotion-manage', pattern: 'promotion/manage', shell: 'console' },
  { name: 'cloudgroup', pattern: 'cloudgroup', shell: 'console' },
  { name: 'bean-detail', pattern: 'bean/detail', shell: 'console' },
  { name: 'bean-instroduction', pattern: 'bean/instroduction', shell: 'console' },
  { name: 'package-upgrade', pattern: 'package/upgrade', shell: 'console' },

  // Articles and interpretations (spec 001 §2).
  { name: 'article-index', pattern: 'article/index', shell: 'console' },
  { name: 'article-list', pattern: 'article/list/:key', shell: 'console' },
  { name: 'article-detail', pattern: 'article/detail/:id', shell: 'console' },
  { name: 'article-interpretation-list', pattern: 'article/interpretation/list/:key', shell: 'console' },
  { name: 'article-interpretation-edit', pattern: 'article/interpretation/edit/:pmid/:id', shell: 'console' },
  { name: 'article-interpretation-detail', pattern: 'article/interpretation/detail/:pmid/:id', shell: 'console' },
  // Not in the spec: staff write articles here (issue 18 item 3; a plain page until a staff console).
  { name: 'article-manage', pattern: 'article/manage', shell: 'console' },

  { name: 'promote-active', pattern: 'promote/active/:type', shell: 'console' },
  { name: 'iframe', pattern: 'iframe', shell: 'console' },
  { name: 'loading', pattern: 'loading', shell: 'console' },
  { name: 'returnSampleAddressEmail', pattern: 'returnSampleAddressEmail', shell: 'console' },

  // Outside the layout (both documents).
  { name: 'jumpv1', pattern: 'jumpv1/:url/:jsonString/:method', shell: 'bare' },
  { name: 'jumpv3', pattern: 'jumpv3/:key', shell: 'bare' },
  // Not in the spec: the staff console (issue 32), its own layout; :page is one of its pages (features/admin/console/admin-nav.tsx).
  { name: 'admin', pattern: 'admin/:page?', shell: 'bare' },
] as const satisfies readonly RouteSpec[];

export type RouteName = (typeof ROUTE_SPECS)[number]['name'];
export interface RouteDef extends RouteSpec {
  readonly name: RouteName;
  readonly redirectTo?: RouteName;
  readonly loggedInRedirectTo?: RouteName;
}
export const ROUTE_DEFS: readonly RouteDef[] = ROUTE_SPECS;

/** Spec: an empty matched route goes here. */
export const NOT_FOUND_PATH = '/404/404';

/** Sample values for every param used by the patterns, so each route has a concrete example URL. */
const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  id: '1001',
  name: 'demo-project',
  rootFileUuid: 'root-uuid',
  folderUuid: 'folder-uuid',
  jobId: '2001',
  jobName: 'demo-job',
  fileUuid: '0',
  pid: '3001',
  querystring: 'sample-query',
  userId: '4001',
  type: 'tissue',
  key: 'genome',
  pmid: '31000000',
  url: 'https%3A%2F%2Fexample.org',
  jsonString: '%7B%7D',
  method: 'get',
};

const PARAM = /^:(\w+)(\?)?$/;

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** Fills a pattern's params (encoded); a missing required param throws, a missing optional one is dropped. */
export function fillPattern(pattern: string, params: RouteParams = {}, encode = true): string {
  const segments = pattern.split('/').flatMap((segment) => {
    const match = PARAM.exec(segment);
    if (!match) return [segment];
    const [, key = '', optional] = match;
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`missing route param "${key}" in ${pattern}`);
    }
    return [encode ? encodeURIComponent(value) : value];
  });
  return '/' + segments.filter((s) => s.length > 0).join('/');
}

export function paramNames(pattern: string): { name: string; optional: boolean }[] {
  return pattern.split('/').flatMap((segment) => {
    const match = PARAM.exec(segment);
    return match ? [{ name: match[1] ?? '', optional: match[2] === '?' }] : [];
  });
}

const BY_NAME = new Map<string, RouteDef>(ROUTE_DEFS.map((r) => [r.name, r]));

export function routeByName(name: RouteName): RouteDef {
  const def = BY_NAME.get(name);
  if (!def) throw new Error(`unknown route ${name}`);
  return def;
}

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && BY_NAME.has(value);
}

/** The URL of a named route in a locale, e.g. pathTo('zh', 'project-list') -> /zh/project/list. */
export function pathTo(locale: Locale, name: RouteName, params: RouteParams = {}): string {
  const def = routeByName(name);
  return `/${locale}${fillPattern(def.pattern, { ...def.defaults, ...params })}`;
}

/** Text key of a route's title in the `routes` namespace. */
export function routeTitleKey(name: RouteName): string {
  return `routes.${name}`;
}

export interface RouteEntry {
  name: RouteName;
  /** Full pattern, with the locale segment. */
  pattern: string;
  /** A concrete path without the locale, with sample params (prefix `/zh` or `/en` to visit it). */
  example: string;
  shell: RouteShell;
  /** Set when visiting the example forwards to another route. */
  redirectTo?: RouteName;
  /** Set when a logged-in visitor is sent elsewhere (user-login without a redirect query goes to the dashboard). */
  loggedInRedirectTo?: RouteName;
}

export const ALL_ROUTES: readonly RouteEntry[] = ROUTE_DEFS.map((def) => ({
  name: def.name,
  pattern: `/:locale/${def.pattern}`,
  example: fillPattern(def.pattern, { ...SAMPLE_PARAMS, ...def.defaults }, false),
  shell: def.shell,
  ...(def.redirectTo ? { redirectTo: def.redirectTo } : {}),
  ...(def.loggedInRedirectTo ? { loggedInRedirectTo: def.loggedInRedirectTo } : {}),
}));

/** Routes that need no params (or only defaulted ones): the targets of menus and quick access. */
export function isParamFree(def: RouteDef): boolean {
  return paramNames(def.pattern).every((p) => p.optional);
}

/** True when the path (with locale) is under /:locale/user/, the only area open without login. */
export function isPublicPath(pathname: string): boolean {
  const [, first, second] = pathname.split('/');
  return isLocale(first) && second === 'user';
}
