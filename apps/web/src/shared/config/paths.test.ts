import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { ALL_ROUTES, fillPattern, isPublicPath, paramNames, pathTo, ROUTE_DEFS } from './paths';

/** Route names the spec documents give literally, or that the issue lists (areas, tabs). */
const SPEC_ROUTE_NAMES = [
  // 000 §2 projects
  'project-list',
  'project-detail',
  'project-detail-progress-analyse',
  'project-detail-progress-service',
  'project-detail-create-custom',
  'project-detail-progress-custom',
  'project-detail-custom',
  'project-detail-job-c-list',
  'project-detail-job-t-list',
  'project-detail-job-c-detail',
  'project-detail-job-t-detail',
  'project-detail-analyse',
  'project-detail-data-root',
  'project-detail-data-files',
  'project-detail-examiningReport',
  'project-detail-report',
  // 001 §2 account
  'user-register',
  'user-agreement',
  'user-login',
  'user-wlogin',
  'user-qlogin',
  'user-forget-type',
  'user-forget-email',
  'user-forget-phone',
  'user-forget-reset',
  'user-bind',
  'user-weixin-bind',
  'user-weixin-soonRegist',
  'userinfo-edit',
  'user',
  // 001 §2 samples (all ten)
  'mysample-list',
  'mysample-list-sample',
  'mysample-testReport',
  'mysample-sampleDetail',
  'mysample-sendInstructions',
  'mysample-infoSheet',
  'mysample-customerList',
  'mysample-bookingList',
  'mysample-booking',
  'mysample-infoList',
];

const SPEC_PATHS = [
  // 000 §2 software, data, jobs
  'software/agriculture/list',
  'software/agriculture/detail/:id',
  'software/medical/list',
  'software/medical/detail/:id',
  'software/medical-new/list',
  'software/medical-new/detail/:id',
  'software/tools/list',
  'software/tools/drawtool',
  'software/tools/boxplot',
  'software/tools/columnarMap',
  'software/tools/columnar',
  'software/tools/pieChart',
  'software/tools/scatter',
  'software/tools/area',
  'software/tools/pointplot',
  'software/tools/heatmap/:id/:pid',
  'software/tools/detail/small/:id',
  'software/tools/detail/developer/:id',
  'software/tools/detail/custom/:id',
  'software/tools/detail/draw/:id',
  'software/tools/detail/table/:id',
  'software/tools/detail/fasta/:id',
  'mydata/private/:fileUuid?',
  'mydata/public/:fileUuid?',
  'myjob/compute/list',
  'myjob/compute/detail/:id/input',
  'myjob/compute/detail/:id/params',
  'myjob/compute/detail/:id/output',
  'myjob/compute/detail/:id/log',
  'myjob/compute/detail/:id/error',
  'myjob/task/list',
  'myjob/task/detail/:jobId/params',
  'myjob/task/detail/:jobId/result',
  'myjob/task/detail/:jobId/log',
  'myjob/task/detail/:jobId/event',
  'project/detail/:id/:name/job/t/detail/:jobId/:jobName/log',
  'project/detail/:id/:name/job/t/detail/:jobId/:jobName/event',
  'project/detail/:id/:name/data/files/project/:rootFileUuid/:folderUuid',
  // 001 §2 other pages
  'message/list',
  'message/detail',
  'help',
  'help-detail',
  'help-search',
  'customerService',
  'cloudgroup',
  'bean/detail',
  'bean/instroduction',
  'package/upgrade',
  'dashboard',
  'article/index',
  'article/list/:key',
  'article/detail/:id',
  'article/interpretation/list/:key',
  'article/interpretation/edit/:pmid/:id',
  'article/interpretation/detail/:pmid/:id',
  'promote/active/:type',
  'iframe',
  'loading',
  'returnSampleAddressEmail',
  'jumpv1/:url/:jsonString/:method',
  'jumpv3/:key',
  'user/forget/reset/:querystring',
  'user/bind/:querystring',
  'userinfo/edit',
];

describe('route table', () => {
  it('holds every spec route name and path', () => {
    const names = ROUTE_DEFS.map((d) => d.name);
    expect(SPEC_ROUTE_NAMES.filter((n) => !names.includes(n as never))).toEqual([]);
    const patterns = ROUTE_DEFS.map((d) => d.pattern);
    expect(SPEC_PATHS.filter((p) => !patterns.includes(p))).toEqual([]);
  });

  it('has unique names and patterns, relative to /:locale', () => {
    expect(new Set(ROUTE_DEFS.map((d) => d.name)).size).toBe(ROUTE_DEFS.length);
    expect(new Set(ROUTE_DEFS.map((d) => d.pattern)).size).toBe(ROUTE_DEFS.length);
    for (const def of ROUTE_DEFS) {
      expect(def.pattern, def.name).toMatch(/^[A-Za-z0-9][\w\-/:?]*$/);
      expect(def.pattern.endsWith('/'), def.name).toBe(false);
    }
  });

  it('keeps account pages under user/ and everything else outside', () => {
    for (const def of ROUTE_DEFS) {
      expect(def.shell === 'account', def.name).toBe(def.pattern === 'user' || def.pattern.startsWith('user/'));
    }
  });

  it('redirects only to routes whose params it has', () => {
    for (const def of ROUTE_DEFS.filter((d) => d.redirectTo)) {
      const target = ROUTE_DEFS.find((d) => d.name === def.redirectTo);
      expect(target, def.name).toBeDefined();
      const own = paramNames(def.pattern).map((p) => p.name);
      const needed = paramNames(target?.pattern ?? '').filter((p) => !p.optional);
      expect(
        needed.filter((p) => !own.includes(p.name)),
        def.name,
      ).toEqual([]);
    }
  });

  it('lists every route with a concrete example that the router resolves to that route', () => {
    expect(ALL_ROUTES).toHaveLength(ROUTE_DEFS.length);
    const routes = ROUTE_DEFS.map((d) => ({ path: `/:locale/${d.pattern}`, id: d.name }));
    for (const entry of ALL_ROUTES) {
      expect(entry.pattern.startsWith('/:locale/'), entry.name).toBe(true);
      expect(entry.example, entry.name).not.toMatch(/:/);
      const matches = matchRoutes(routes, `/zh${entry.example}`);
      expect(matches?.at(-1)?.route.id, entry.example).toBe(entry.name);
    }
  });

  it('builds paths with encoded params and defaults', () => {
    expect(pathTo('zh', 'project-list')).toBe('/zh/project/list');
    expect(pathTo('en', 'mydata-private')).toBe('/en/mydata/private/0');
    expect(pathTo('en', 'mydata-public')).toBe('/en/mydata/public/1');
    expect(pathTo('en', 'mydata-private', { fileUuid: 'abc' })).toBe('/en/mydata/private/abc');
    expect(pathTo('zh', 'project-detail-job-c-detail', { id: '7', name: 'a b', jobId: '9', jobName: 'x/y' })).toBe(
      '/zh/project/detail/7/a%20b/job/c/detail/9/x%2Fy',
    );
    expect(() => fillPattern('article/detail/:id', {})).toThrow(/id/);
  });

  it('recognises the public area', () => {
    expect(isPublicPath('/zh/user/login')).toBe(true);
    expect(isPublicPath('/zh/user')).toBe(true);
    expect(isPublicPath('/zh/userinfo/edit')).toBe(false);
    expect(isPublicPath('/fr/user/login')).toBe(false);
  });
});
