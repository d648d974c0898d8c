import { describe, expect, it } from 'vitest';
import { isLoginPath, safeRedirectTarget } from './redirect-target';

describe('redirect target', () => {
  it('only follows redirect targets inside the app', () => {
    expect(safeRedirectTarget('/en/project/list?x=1', 'en')).toBe('/en/project/list?x=1');
    expect(safeRedirectTarget(null, 'zh')).toBe('/zh/dashboard');
    expect(safeRedirectTarget('https://evil.example/', 'en')).toBe('/en/dashboard');
    expect(safeRedirectTarget('//evil.example/', 'en')).toBe('/en/dashboard');
    expect(safeRedirectTarget('/\\evil.example', 'en')).toBe('/en/dashboard');
    expect(safeRedirectTarget('/en/user/login?redirect=x', 'en')).toBe('/en/dashboard');
    expect(safeRedirectTarget('/etc/passwd', 'en')).toBe('/en/dashboard');
  });

  it('knows the login page with or without a trailing slash', () => {
    expect(isLoginPath('/zh/user/login/')).toBe(true);
    expect(isLoginPath('/en/user/register')).toBe(false);
  });
});
