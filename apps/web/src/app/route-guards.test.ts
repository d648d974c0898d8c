import { describe, expect, it } from 'vitest';
import { authFailureRedirect, loginRedirect, rootRedirect } from './route-guards';

describe('route guards', () => {
  it('sends / to the dashboard in the preferred locale', () => {
    expect(rootRedirect(undefined, 'en-US')).toBe('/en/dashboard');
    expect(rootRedirect(undefined, 'zh-CN')).toBe('/zh/dashboard');
    expect(rootRedirect('zh', 'en-US')).toBe('/zh/dashboard');
    expect(rootRedirect(undefined, 'fr-FR')).toBe('/zh/dashboard');
  });

  it('sends a logged-out visitor to login with the original path and query', () => {
    expect(loginRedirect({ pathname: '/en/project/list', search: '?page=2' }, false)).toBe(
      '/en/user/login?redirect=%2Fen%2Fproject%2Flist%3Fpage%3D2',
    );
    expect(loginRedirect({ pathname: '/zh/jumpv3/abc', search: '' }, false)).toBe(
      '/zh/user/login?redirect=%2Fzh%2Fjumpv3%2Fabc',
    );
  });

  it('leaves /user/ paths, logged-in users and non-locale paths alone', () => {
    expect(loginRedirect({ pathname: '/en/user/register', search: '' }, false)).toBeNull();
    expect(loginRedirect({ pathname: '/en/user/forget/type', search: '' }, false)).toBeNull();
    expect(loginRedirect({ pathname: '/en/dashboard', search: '' }, true)).toBeNull();
    expect(loginRedirect({ pathname: '/404/404', search: '' }, false)).toBeNull();
    // userinfo is not under user/
    expect(loginRedirect({ pathname: '/zh/userinfo/edit', search: '' }, false)).toBe(
      '/zh/user/login?redirect=%2Fzh%2Fuserinfo%2Fedit',
    );
  });

  it('after a 401/403 goes to login unless already there', () => {
    expect(authFailureRedirect({ pathname: '/en/myjob/task/list', search: '' })).toBe(
      '/en/user/login?redirect=%2Fen%2Fmyjob%2Ftask%2Flist',
    );
    expect(authFailureRedirect({ pathname: '/en/user/login', search: '?redirect=%2Fen%2Fdashboard' })).toBeNull();
    expect(authFailureRedirect({ pathname: '/en/user/login/', search: '' })).toBeNull();
  });
});
