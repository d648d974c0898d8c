import { describe, expect, it } from 'vitest';
import { computeOutcomePath, projectStatusPath, taskStatusPath, unreadMessagesPath } from './figure-links';

describe('dashboard figure links', () => {
  it('lead to the lists they count, filtered as counted', () => {
    expect(taskStatusPath('en', 'error')).toBe('/en/myjob/task/list?status=error');
    // "Active" compute jobs are three statuses: not RUNNING alone, which the list widens to FAILURE too.
    expect(computeOutcomePath('zh', 'active')).toBe(
      '/zh/myjob/compute/list?status=RECEIVED&status=RUNNING&status=PAUSE',
    );
    expect(computeOutcomePath('en', 'failed')).toBe('/en/myjob/compute/list?status=FAILURE');
    expect(projectStatusPath('en', 'inProgress')).toBe('/en/project/list?status=inProgress');
    expect(unreadMessagesPath('zh')).toBe('/zh/message/list?readFlag=unread');
  });
});
