import { describe, expect, it } from 'vitest';
import { isWritableProjectData, isWritableScope } from './scope';

describe('who may change data', () => {
  it('my private space always, the public one as an admin only', () => {
    expect(isWritableScope('private', 'customer')).toBe(true);
    expect(isWritableScope('public', 'customer')).toBe(false);
    expect(isWritableScope('public', 'staff')).toBe(false);
    expect(isWritableScope('public', 'admin')).toBe(true);
    expect(isWritableScope('public', undefined)).toBe(false);
  });

  it("a service project's data: staff and admins, not its customers, nor anyone while the role is unknown", () => {
    const service = { projectType: 'resequencing', role: 'owner' } as const;
    expect(isWritableProjectData('staff', service)).toBe(true);
    expect(isWritableProjectData('admin', undefined)).toBe(true);
    expect(isWritableProjectData('customer', service)).toBe(false);
    expect(isWritableProjectData(undefined, service)).toBe(false);
  });

  it("an own-analysis project's data: its owner and members too, not before the project is known", () => {
    expect(isWritableProjectData('customer', { projectType: 'personal', role: 'owner' })).toBe(true);
    expect(isWritableProjectData('customer', { projectType: 'personal', role: 'member' })).toBe(true);
    expect(isWritableProjectData('customer', undefined)).toBe(false);
  });
});
