import { describe, expect, it } from 'vitest';
import { liveJumpPath, loadingTarget } from './loading-target';

const target = (query: string) => loadingTarget(new URLSearchParams(query), 'en');

describe('loadingTarget', () => {
  it('reads the live jump and a redirect to a page of this app', () => {
    expect(target('live')).toEqual({ kind: 'live' });
    expect(target('redirect=%2Fen%2Fproject%2Flist')).toEqual({ kind: 'page', path: '/en/project/list' });
    expect(target('')).toEqual({ kind: 'none' });
  });

  it('never redirects to another site', () => {
    expect(target('redirect=https%3A%2F%2Fevil.example.com')).toEqual({ kind: 'page', path: '/en/dashboard' });
    expect(target('redirect=%2F%2Fevil.example.com')).toEqual({ kind: 'page', path: '/en/dashboard' });
  });

  it('builds the live jump path', () => {
    expect(liveJumpPath('zh')).toBe('/zh/loading?live');
  });
});
