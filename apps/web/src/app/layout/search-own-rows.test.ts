import { describe, expect, it } from 'vitest';
import { ownRowPath } from './search-own-rows';

describe('ownRowPath', () => {
  it('opens a project, a job and a compute job on their pages in the given locale', () => {
    expect(ownRowPath('en', { kind: 'project', id: 'p1', name: 'Rice' })).toBe('/en/project/detail/p1/Rice');
    expect(ownRowPath('zh', { kind: 'task', id: 't1', name: 'stats' })).toBe('/zh/myjob/task/detail/t1');
    expect(ownRowPath('zh', { kind: 'workflow', id: 'w1', name: 'app' })).toBe('/zh/myjob/compute/detail/w1');
  });

  it("opens a file's folder searched for its name", () => {
    expect(ownRowPath('en', { kind: 'file', id: 'f1', name: 'a b&c.fq', folderUuid: 'd1' })).toBe(
      '/en/mydata/private/d1?search=a%20b%26c.fq',
    );
  });
});
