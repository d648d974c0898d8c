import { describe, expect, it } from 'vitest';
import { projectJobFullPath, projectJobRerunPath } from './project-job-links';

describe('links of a project job beyond the project', () => {
  const app = {
    appOrTool: 'app',
    id: 'w1',
    status: 'RUNNING',
    className: 'agricultureApp',
    reRun: { softwareId: '2004' },
  } as const;
  const tool = { appOrTool: 'tool', id: 't1', softId: '1001' } as const;

  it('re-run on the form of its app or tool', () => {
    expect(projectJobRerunPath('en', app)).toMatch(/^\/en\/.*2004.*\?rerun=w1$/);
    expect(projectJobRerunPath('zh', tool)).toMatch(/^\/zh\/.*1001\?rerun=t1$/);
  });

  it('open the full job page in my jobs, a running compute job on its live graph, an ended one on its input', () => {
    expect(projectJobFullPath('en', app)).toBe('/en/myjob/compute/detail/w1/output');
    expect(projectJobFullPath('en', { ...app, status: 'FINISH' })).toBe('/en/myjob/compute/detail/w1/input');
    expect(projectJobFullPath('en', tool)).toMatch(/^\/en\/myjob\/task\/detail\/t1/);
  });
});
