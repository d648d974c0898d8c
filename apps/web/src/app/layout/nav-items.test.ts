import { describe, expect, it } from 'vitest';
import { isNavGroup, NAV_ITEMS, navSelection, quickAccessRoutes } from './nav-items';
import { searchRoutes } from './quick-search-options';

describe('navigation', () => {
  it('selects the menu entry of detail pages', () => {
    expect(navSelection('project-detail-job-c-list')).toEqual({ leaf: 'projects', group: undefined });
    expect(navSelection('myjob-task-detail-log')).toEqual({ leaf: 'taskJobs', group: 'myJobs' });
    expect(navSelection('software-medical-new-detail')).toEqual({ leaf: 'medicalNew', group: 'software' });
    expect(navSelection('software-medical-detail')).toEqual({ leaf: 'medical', group: 'software' });
    expect(navSelection('help-search')).toEqual({ leaf: 'help', group: undefined });
    expect(navSelection('userinfo-edit')).toEqual({});
    expect(navSelection(undefined)).toEqual({});
  });

  it('has the spec main navigation areas', () => {
    const keys = NAV_ITEMS.flatMap((i) => (isNavGroup(i) ? [i.key, ...i.children.map((c) => c.key)] : [i.key]));
    expect(keys).toEqual(
      expect.arrayContaining([
        'dashboard',
        'projects',
        'myData',
        'computeJobs',
        'taskJobs',
        'medical',
        'medicalNew',
        'agriculture',
      ]),
    );
    expect(keys).toEqual(expect.arrayContaining(['tools', 'samples', 'messages', 'articles', 'help', 'beans']));
    expect(keys).toEqual(expect.arrayContaining(['package', 'group']));
  });

  it('offers only console pages without required params for quick access', () => {
    const names = quickAccessRoutes().map((r) => r.name);
    expect(names).toContain('project-list');
    expect(names).toContain('mydata-private');
    expect(names).not.toContain('project-detail-report');
    expect(names).not.toContain('user-login');
    expect(names).not.toContain('software-tools');
  });
});

describe('quick search', () => {
  const candidates = Array.from({ length: 30 }, (_, i) => ({ title: `Job list ${i}`, path: `/p/${i}` }));

  it('limits the answers and puts prefix matches first', () => {
    expect(searchRoutes(candidates, 'job', 10)).toHaveLength(10);
    const mixed = [
      { title: 'My jobs', path: '/a' },
      { title: 'Jobs', path: '/b' },
    ];
    expect(searchRoutes(mixed, 'JOB', 10).map((c) => c.path)).toEqual(['/b', '/a']);
    expect(searchRoutes(mixed, '  ', 10)).toEqual([]);
    expect(searchRoutes(mixed, '项目', 10)).toEqual([]);
  });
});

describe('drawing tools in the menu', () => {
  it('selects the drawing entry on every drawing page, not the small tools one', () => {
    for (const name of ['software-tools-drawtool', 'software-tools-heatmap', 'software-tools-columnarMap']) {
      expect(navSelection(name)).toEqual({ leaf: 'drawing', group: 'software' });
    }
    expect(navSelection('software-tools-detail-draw')).toEqual({ leaf: 'drawing', group: 'software' });
    expect(navSelection('software-tools-detail-small')).toEqual({ leaf: 'tools', group: 'software' });
  });
});

describe('the staff samples menu (walkthrough M3)', () => {
  it('gives staff the queue, every sample and the customer list; customers keep one entry', async () => {
    const { navItemsFor } = await import('./nav-items');
    const samples = (isStaff: boolean) => navItemsFor(isStaff).find((item) => item.key === 'samples');
    expect(samples(false)).toMatchObject({ route: 'mysample-list' });
    const staff = samples(true);
    expect(staff && isNavGroup(staff) ? staff.children.map((c) => c.route) : []).toEqual([
      'mysample-list',
      'mysample-list-sample',
      'mysample-customerList',
    ]);
    expect(navSelection('mysample-customerList', navItemsFor(true))).toEqual({
      leaf: 'sampleCustomers',
      group: 'samples',
    });
    expect(navSelection('mysample-sampleDetail', navItemsFor(true))).toEqual({ leaf: 'sampleQueue', group: 'samples' });
  });
});
