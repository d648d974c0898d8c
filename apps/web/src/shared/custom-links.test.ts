import { describe, expect, it } from 'vitest';
import { customDetailPath, parseCustomDetailRef } from './custom-links';

describe('custom request links', () => {
  it('carry the project and the request in the query and read them back', () => {
    const ref = { projectBaseId: 'p-1', projectName: 'Rice & wheat', customId: 'c-9' };
    const path = customDetailPath('en', ref);
    expect(path.startsWith('/en/project/custom-detail?')).toBe(true);
    expect(parseCustomDetailRef(new URL(path, 'http://x').searchParams)).toEqual(ref);
  });

  it('name no request without both ids', () => {
    expect(parseCustomDetailRef(new URLSearchParams('projectBaseId=p-1'))).toBeNull();
  });
});
