import { describe, expect, it } from 'vitest';
import { ROUTE_DEFS } from '../../../shared/config/paths';
import { PROJECT_SECTIONS, SECTION_TARGETS, sectionOf } from './project-sections';

describe('project sections', () => {
  it('place every page under project/detail/:id/:name in a section', () => {
    const pages = ROUTE_DEFS.filter((d) => d.pattern.startsWith('project/detail/') && !d.redirectTo);
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) expect(PROJECT_SECTIONS).toContain(sectionOf(page.name));
    expect(sectionOf('project-detail-job-t-detail-log')).toBe('jobs');
    expect(sectionOf('project-detail-examiningReport')).toBe('reports');
  });

  it('lead each tab to a page of its own section', () => {
    for (const section of PROJECT_SECTIONS) expect(sectionOf(SECTION_TARGETS[section])).toBe(section);
  });
});
