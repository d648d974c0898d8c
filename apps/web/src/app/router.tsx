import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { isLocale, LANG_COOKIE, LANG_COOKIE_MAX_AGE_SECONDS, TOKEN_COOKIE, type Locale } from '@biocloud/contracts';
import { getCookie, setCookie } from '../shared/lib/cookies';
import { localeFromPath, preferredLocale } from '../shared/i18n/locale';
import type { TextsLoader } from '../shared/i18n/texts-loader';
import {
  NOT_FOUND_PATH,
  pathTo,
  ROUTE_DEFS,
  routeTitleKey,
  type RouteDef,
  type RouteName,
} from '../shared/config/paths';
import { loginRedirect, rootRedirect } from './route-guards';
import { safeRedirectTarget } from '../shared/lib/redirect-target';
import type { RouteHandle } from '../shared/lib/route-handle';
import { AppRoot, type RootLoaderData } from './root/app-root';
import { applyLocale } from './root/locale-kit';
import { TextsLoading } from './root/texts-loading';

type LazyPage = () => Promise<{ Component: ComponentType }>;

// Feature pages load on demand (route-level code splitting); the app layer never imports a feature statically.
const comingSoonPage: LazyPage = () =>
  import('../features/misc/components/coming-soon-page').then((m) => ({ Component: m.ComingSoonPage }));
const notFoundPage: LazyPage = () =>
  import('../features/misc/components/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

const toolDetailPage: LazyPage = () =>
  import('../features/software/components/tool-detail-page').then((m) => ({ Component: m.ToolDetailPage }));

const drawingPage: LazyPage = () =>
  import('../features/drawing/components/drawing-page').then((m) => ({ Component: m.DrawingPage }));

/** Pages built so far; every other route shows the coming-soon page with its title. */
const helpPages = () => import('../features/help/help-pages');
const articlePages = () => import('../features/articles/article-pages');
const beanPage: LazyPage = () => import('../features/beans/bean-pages').then((m) => ({ Component: m.BeanPage }));

const PAGES: Partial<Record<RouteName, LazyPage>> = {
  'user-login': () => import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage })),
  'user-register': () =>
    import('../features/account/components/register-page').then((m) => ({ Component: m.RegisterPage })),
  'user-agreement': () =>
    import('../features/account/components/agreement-page').then((m) => ({ Component: m.AgreementPage })),
  // WeChat login (spec 001 §2): the scan page, then for a WeChat user not yet known binding or quick registration.
  'user-wlogin': () =>
    import('../features/account/components/wechat-login-page').then((m) => ({ Component: m.WechatLoginPage })),
  'user-weixin-bind': () =>
    import('../features/account/components/wechat-bind-page').then((m) => ({ Component: m.WechatBindPage })),
  'user-qlogin': () =>
    import('../features/account/components/quick-login-page').then((m) => ({ Component: m.QuickLoginPage })),
  'user-weixin-soonRegist': () =>
    import('../features/account/components/wechat-register-page').then((m) => ({ Component: m.WechatRegisterPage })),
  'user-forget-type': () =>
    import('../features/account/components/forget-type-page').then((m) => ({ Component: m.ForgetTypePage })),
  'user-forget-email': () =>
    import('../features/account/components/forget-email-page').then((m) => ({ Component: m.ForgetEmailPage })),
  'user-forget-phone': () =>
    import('../features/account/components/forget-phone-page').then((m) => ({ Component: m.ForgetPhonePage })),
  'user-forget-reset': () =>
    import('../features/account/components/forget-reset-page').then((m) => ({ Component: m.ForgetResetPage })),
  'user-bind': () => import('../features/account/components/bind-page').then((m) => ({ Component: m.BindPage })),
  'userinfo-edit': () =>
    import('../features/account/components/userinfo-edit-page').then((m) => ({ Component: m.UserinfoEditPage })),
  // Cloud beans (issue 31): the wallet with its movements, and what beans are with the catalogue's prices.
  'bean-detail': beanPage,
  'bean-instroduction': beanPage,
  dashboard: () =>
    import('../features/dashboard/components/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  // Package levels, usage and the upgrade order (issue 31 item 3).
  'package-upgrade': () =>
    import('../features/packages/components/upgrade-page').then((m) => ({ Component: m.PackageUpgradePage })),
  'mydata-private': () =>
    import('../features/files/components/data-page').then((m) => ({ Component: m.MyDataPrivatePage })),
  'mydata-public': () =>
    import('../features/files/components/data-page').then((m) => ({ Component: m.MyDataPublicPage })),
  'software-tools-list': () =>
    import('../features/software/components/tool-list-page').then((m) => ({ Component: m.ToolListPage })),
  // Tools of every kind but draw open on the one generated-form page (spec 000 §2: detail/small, table, fasta).
  'software-tools-detail-small': toolDetailPage,
  'software-tools-detail-table': toolDetailPage,
  'software-tools-detail-fasta': toolDetailPage,
  // The tool's technical page (issue 27 item 4): command, programs and versions, upstream test cases.
  'software-tools-detail-developer': () =>
    import('../features/software/components/tool-developer-page').then((m) => ({ Component: m.ToolDeveloperPage })),
  // A request for a customized version of the tool (issue 27 item 4), filed as a project custom request.
  'software-tools-detail-custom': () =>
    import('../features/software/components/tool-custom-page').then((m) => ({ Component: m.ToolCustomPage })),
  'myjob-task-list': () =>
    import('../features/tasks/components/task-list-page').then((m) => ({ Component: m.TaskListPage })),
  'myjob-task-detail-params': () =>
    import('../features/tasks/components/task-detail-page').then((m) => ({ Component: m.TaskParamsPage })),
  'myjob-task-detail-result': () =>
    import('../features/tasks/components/task-detail-page').then((m) => ({ Component: m.TaskResultPage })),
  'myjob-task-detail-log': () =>
    import('../features/tasks/components/task-detail-page').then((m) => ({ Component: m.TaskLogPage })),
  'myjob-task-detail-event': () =>
    import('../features/tasks/components/task-detail-page').then((m) => ({ Component: m.TaskEventPage })),
  // Drawing tools (spec 000 §2): one editor page for every chart; detail/draw/:id re-opens a saved drawing or venn.
  'software-tools-drawtool': () =>
    import('../features/drawing/components/drawtool-page').then((m) => ({ Component: m.DrawtoolPage })),
  'software-tools-boxplot': drawingPage,
  'software-tools-columnarMap': drawingPage,
  'software-tools-columnar': drawingPage,
  'software-tools-pieChart': drawingPage,
  'software-tools-scatter': drawingPage,
  'software-tools-area': drawingPage,
  'software-tools-pointplot': drawingPage,
  'software-tools-heatmap': drawingPage,
  'software-tools-detail-draw': drawingPage,
  // App catalogues (spec 000 §2): types then apps, and each app's generated form.
  'software-agriculture-list': () =>
    import('../features/apps/components/app-list-page').then((m) => ({ Component: m.AgricultureListPage })),
  'software-medical-list': () =>
    import('../features/apps/components/app-list-page').then((m) => ({ Component: m.MedicalListPage })),
  'software-medical-new-list': () =>
    import('../features/apps/components/app-list-page').then((m) => ({ Component: m.MedicalNewListPage })),
  'software-agriculture-detail': () =>
    import('../features/apps/components/app-detail-page').then((m) => ({ Component: m.AgricultureDetailPage })),
  'software-medical-detail': () =>
    import('../features/apps/components/app-detail-page').then((m) => ({ Component: m.MedicalDetailPage })),
  'software-medical-new-detail': () =>
    import('../features/apps/components/app-detail-page').then((m) => ({ Component: m.MedicalNewDetailPage })),
  // Compute jobs (spec 000 §2): the list, and the detail's tabs, each its own route.
  'myjob-compute-list': () =>
    import('../features/workflows/components/compute-list-page').then((m) => ({ Component: m.ComputeListPage })),
  'myjob-compute-detail-input': () =>
    import('../features/workflows/components/compute-detail-page').then((m) => ({ Component: m.ComputeInputPage })),
  'myjob-compute-detail-params': () =>
    import('../features/workflows/components/compute-detail-page').then((m) => ({ Component: m.ComputeParamsPage })),
  'myjob-compute-detail-output': () =>
    import('../features/workflows/components/compute-detail-page').then((m) => ({ Component: m.ComputeOutputPage })),
  'myjob-compute-detail-log': () =>
    import('../features/workflows/components/compute-detail-page').then((m) => ({ Component: m.ComputeLogPage })),
  'myjob-compute-detail-error': () =>
    import('../features/workflows/components/compute-detail-page').then((m) => ({ Component: m.ComputeErrorPage })),
  // Partner hand-overs (issue 27 item 4): checked and built by the server, refused clearly otherwise.
  jumpv1: () => import('../features/misc/components/jump-page').then((m) => ({ Component: m.JumpV1Page })),
  jumpv3: () => import('../features/misc/components/jump-page').then((m) => ({ Component: m.JumpV3Page })),
  // Projects (spec 000 §2); the detail pages render inside the project's frame (projectFrame below).
  'project-list': () =>
    import('../features/project/components/project-list-page').then((m) => ({ Component: m.ProjectListPage })),
  'project-detail-custom': () =>
    import('../features/project/components/custom-detail-page').then((m) => ({ Component: m.CustomDetailPage })),
  'project-detail-progress-analyse': () =>
    import('../features/project/components/progress-page').then((m) => ({ Component: m.ProgressAnalysePage })),
  'project-detail-progress-service': () =>
    import('../features/project/components/progress-page').then((m) => ({ Component: m.ProgressServicePage })),
  'project-detail-analyse': () =>
    import('../features/project/components/progress-page').then((m) => ({ Component: m.AnalysePage })),
  'project-detail-create-custom': () =>
    import('../features/project/components/custom-create-page').then((m) => ({ Component: m.CustomCreatePage })),
  'project-detail-progress-custom': () =>
    import('../features/project/components/custom-list-page').then((m) => ({ Component: m.CustomListPage })),
  'project-detail-job-c-list': () =>
    import('../features/project/components/project-jobs-page').then((m) => ({ Component: m.ComputeJobsPage })),
  'project-detail-job-t-list': () =>
    import('../features/project/components/project-jobs-page').then((m) => ({ Component: m.TaskJobsPage })),
  'project-detail-job-c-detail': () =>
    import('../features/project/components/project-job-detail-page').then((m) => ({
      Component: m.ComputeJobDetailPage,
    })),
  'project-detail-job-t-detail': () =>
    import('../features/project/components/project-job-detail-page').then((m) => ({ Component: m.TaskJobDetailPage })),
  'project-detail-job-t-detail-log': () =>
    import('../features/project/components/project-job-detail-page').then((m) => ({ Component: m.TaskJobLogPage })),
  'project-detail-job-t-detail-event': () =>
    import('../features/project/components/project-job-detail-page').then((m) => ({ Component: m.TaskJobEventPage })),
  'project-detail-report': () =>
    import('../features/project/components/reports-page').then((m) => ({ Component: m.ReportListPage })),
  'project-detail-examiningReport': () =>
    import('../features/project/components/reports-page').then((m) => ({ Component: m.ExaminingReportListPage })),
  // Project data is the data table of the files area on the project's own tree.
  'project-detail-data-root': () =>
    import('../features/files/components/data-page').then((m) => ({ Component: m.ProjectDataPage })),
  'project-detail-data-files': () =>
    import('../features/files/components/data-page').then((m) => ({ Component: m.ProjectDataPage })),
  // Samples (spec 001 §2): the customer's list, the staff's list of every customer, the detail, the sheet and its rows.
  'mysample-list': () =>
    import('../features/samples/components/sample-list-page').then((m) => ({ Component: m.SampleListPage })),
  'mysample-list-sample': () =>
    import('../features/samples/components/sample-list-page').then((m) => ({ Component: m.StaffSampleListPage })),
  'mysample-sampleDetail': () =>
    import('../features/samples/components/sample-detail-page').then((m) => ({ Component: m.SampleDetailPage })),
  'mysample-infoSheet': () =>
    import('../features/samples/components/info-sheet-page').then((m) => ({ Component: m.InfoSheetPage })),
  'mysample-infoList': () =>
    import('../features/samples/components/info-list-page').then((m) => ({ Component: m.InfoListPage })),
  // Messages (spec 001 §2 message/list, message/detail) and the staff's announcements (issue 18 item 1).
  'message-list': () =>
    import('../features/messages/components/message-list-page').then((m) => ({ Component: m.MessageListPage })),
  'message-detail': () =>
    import('../features/messages/components/message-detail-page').then((m) => ({ Component: m.MessageDetailPage })),
  'message-announce': () =>
    import('../features/messages/components/announce-page').then((m) => ({ Component: m.AnnouncePage })),
  // Layout's small pages (spec 001 §2, issue 18 item 5): promotions, configured framed pages, loading and live jump.
  'promote-active': () =>
    import('../features/content-pages/components/promote-page').then((m) => ({ Component: m.PromotePage })),
  iframe: () => import('../features/content-pages/components/iframe-page').then((m) => ({ Component: m.IframePage })),
  loading: () =>
    import('../features/content-pages/components/loading-page').then((m) => ({ Component: m.LoadingPage })),
  // Help centre (issue 18 item 2).
  help: () => helpPages().then((m) => ({ Component: m.HelpCentrePage })),
  'help-detail': () => helpPages().then((m) => ({ Component: m.HelpDetailPage })),
  'help-search': () => helpPages().then((m) => ({ Component: m.HelpSearchPage })),
  customerService: () => helpPages().then((m) => ({ Component: m.CustomerServicePage })),
  // Sample documents (issue 17 item 5): test reports, the zip of them, the signed sheet, the courier's tracking.
  'mysample-testReport': () =>
    import('../features/samples/reports/test-report-page').then((m) => ({ Component: m.TestReportPage })),
  // Sample shipping (issue 17 items 4 and 6): send instructions, the return address, bookings of a pickup or a slot, the staff's customer list.
  'mysample-booking': () =>
    import('../features/samples/booking/booking-page').then((m) => ({ Component: m.BookingPage })),
  'mysample-bookingList': () =>
    import('../features/samples/booking/booking-list-page').then((m) => ({ Component: m.BookingListPage })),
  'mysample-sendInstructions': () =>
    import('../features/samples/shipping/send-instructions-page').then((m) => ({ Component: m.SendInstructionsPage })),
  returnSampleAddressEmail: () =>
    import('../features/samples/shipping/return-address-page').then((m) => ({ Component: m.ReturnAddressPage })),
  'mysample-customerList': () =>
    import('../features/samples/customers/customer-list-page').then((m) => ({ Component: m.CustomerListPage })),
  // Staff's list of suggestions with their answers (issue 18).
  'help-suggestions': () =>
    import('../features/help/components/staff-suggestions-page').then((m) => ({ Component: m.StaffSuggestionsPage })),
  // Staff's invitation links (issue 27 item 1).
  'invitation-manage': () =>
    import('../features/account/invitations/invitations-page').then((m) => ({ Component: m.InvitationsPage })),
  // Staff's promotions shown at promote/active/:type (issue 27 item 4).
  'promotion-manage': () =>
    import('../features/content-pages/promotions/promotions-page').then((m) => ({ Component: m.PromotionsPage })),
  // The staff console (issue 32): its layout and pages, one chunk loaded by staff only.
  admin: () => import('../features/admin/console/admin-route').then((m) => ({ Component: m.AdminRoute })),
  // Articles and literature interpretations (issue 18 item 3), and the staff's page to write articles: every
  // article-... route, each page from the area's one chunk.
  ...Object.fromEntries(
    ROUTE_DEFS.filter((def) => def.name.startsWith('article-')).map((def) => [
      def.name,
      () => articlePages().then((m) => ({ Component: m.ARTICLE_PAGES[def.name as keyof typeof m.ARTICLE_PAGES] })),
    ]),
  ),
};

const HTML_LANGS: Record<Locale, string> = { zh: 'zh-CN', en: 'en' };

const isLoggedIn = () => Boolean(getCookie(TOKEN_COOKIE));
const notFoundHandle: RouteHandle = { titleKey: 'notFound.title' };

function localeOfUrl(url: URL): Locale {
  return localeFromPath(url.pathname) ?? preferredLocale(getCookie(LANG_COOKIE), navigator.language);
}

function routeObject(def: RouteDef): RouteObject {
  const handle: RouteHandle = { name: def.name, titleKey: routeTitleKey(def.name) };
  const target = def.redirectTo;
  if (target) {
    return {
      path: def.pattern,
      handle,
      loader: ({ params }) => redirect(pathTo(params.locale as Locale, target, params)),
    };
  }
  const route: RouteObject = { path: def.pattern, handle, lazy: PAGES[def.name] ?? comingSoonPage };
  if (def.name === 'user-login') {
    // Spec: a logged-in user opening user-login goes to the redirect target.
    route.loader = ({ request, params }) =>
      isLoggedIn()
        ? redirect(safeRedirectTarget(new URL(request.url).searchParams.get('redirect'), params.locale as Locale))
        : null;
  }
  return route;
}

const routesOf = (shell: RouteDef['shell'], keep: (def: RouteDef) => boolean = () => true) =>
  ROUTE_DEFS.filter((d) => d.shell === shell && keep(d)).map(routeObject);

// The layouts load with their first page too: the login page never fetches the console's menu, header and dialogs.
const accountLayout: LazyPage = () => import('./layout/account-layout').then((m) => ({ Component: m.AccountLayout }));
const appLayout: LazyPage = () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout }));

/** Pages under project/detail/:id/:name share one frame: the project's header and its section tabs. */
const inProjectFrame = (def: RouteDef) => def.pattern.startsWith('project/detail/') && !def.redirectTo;
const projectFrame: LazyPage = () =>
  import('../features/project/components/project-detail-layout').then((m) => ({ Component: m.ProjectDetailLayout }));

export function createAppRouter(textsLoader: TextsLoader) {
  return createBrowserRouter([
    {
      id: 'root',
      path: '/',
      // Texts of the URL's locale are in place before anything renders (cache first, then server, then bundled copy).
      loader: async ({ request }: LoaderFunctionArgs): Promise<RootLoaderData> => {
        const locale = localeOfUrl(new URL(request.url));
        const [antdLocale] = await Promise.all([applyLocale(locale), textsLoader.ensure(locale)]);
        document.documentElement.lang = HTML_LANGS[locale];
        return { locale, antdLocale };
      },
      shouldRevalidate: ({ currentUrl, nextUrl }) => localeOfUrl(currentUrl) !== localeOfUrl(nextUrl),
      HydrateFallback: TextsLoading,
      Component: AppRoot,
      children: [
        { index: true, loader: () => redirect(rootRedirect(getCookie(LANG_COOKIE), navigator.language)) },
        { path: NOT_FOUND_PATH.slice(1), handle: notFoundHandle, lazy: notFoundPage },
        {
          path: ':locale',
          loader: ({ params }) => {
            if (!isLocale(params.locale)) return redirect(NOT_FOUND_PATH);
            setCookie(LANG_COOKIE, params.locale, { maxAgeSeconds: LANG_COOKIE_MAX_AGE_SECONDS });
            return null;
          },
          children: [
            { index: true, loader: ({ params }) => redirect(pathTo(params.locale as Locale, 'dashboard')) },
            {
              lazy: accountLayout,
              children: [...routesOf('account'), { path: 'user/*', handle: notFoundHandle, lazy: notFoundPage }],
            },
            {
              id: 'protected',
              // Runs on every navigation so an expired token cookie is noticed at once.
              loader: ({ request, params }) => {
                if (!isLocale(params.locale)) return null;
                const to = loginRedirect(new URL(request.url), isLoggedIn());
                return to ? redirect(to) : null;
              },
              shouldRevalidate: () => true,
              children: [
                ...routesOf('bare'),
                {
                  lazy: appLayout,
                  children: [
                    ...routesOf('console', (d) => !inProjectFrame(d)),
                    { lazy: projectFrame, children: routesOf('console', inProjectFrame) },
                    { path: '*', handle: notFoundHandle, lazy: notFoundPage },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
