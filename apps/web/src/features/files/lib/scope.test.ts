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

  it("a project's data: staff and admins, not the customers, nor anyone while the role is unknown", () => {
    expect(isWritableProjectData('staff')).toBe(true);
    expect(isWritableProjectData('admin')).toBe(true);
    expect(isWritableProjectData('customer')).toBe(false);
    expect(isWritableProjectData(undefined)).toBe(false);
  });
});
