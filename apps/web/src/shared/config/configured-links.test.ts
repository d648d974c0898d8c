import { describe, expect, it } from 'vitest';
import { localizeConfiguredLink, localizeConfiguredLinks } from './configured-links';

describe('localizeConfiguredLink', () => {
  it('moves a console path that names a locale to the page locale', () => {
    expect(localizeConfiguredLink('/zh/help', 'en')).toBe('/en/help');
    expect(localizeConfiguredLink('/en/software/tools/list', 'zh')).toBe('/zh/software/tools/list');
    expect(localizeConfiguredLink('/zh', 'en')).toBe('/en');
    expect(localizeConfiguredLink('/zh?tab=1', 'en')).toBe('/en?tab=1');
    expect(localizeConfiguredLink('/zh/help#faq', 'en')).toBe('/en/help#faq');
  });

  it('fills the locale placeholder', () => {
    expect(localizeConfiguredLink('/{locale}/dashboard', 'en')).toBe('/en/dashboard');
    expect(localizeConfiguredLink('https://docs.example.com/{locale}/start', 'zh')).toBe(
      'https://docs.example.com/zh/start',
    );
  });

  it('keeps links that do not name a console locale', () => {
    expect(localizeConfiguredLink('/', 'en')).toBe('/');
    expect(localizeConfiguredLink('/zhu/help', 'en')).toBe('/zhu/help');
    expect(localizeConfiguredLink('https://example.com/zh/help', 'en')).toBe('https://example.com/zh/help');
    expect(localizeConfiguredLink('//example.com/zh/help', 'en')).toBe('//example.com/zh/help');
  });
});

describe('localizeConfiguredLinks', () => {
  it('resolves every link of the configuration', () => {
    const links = {
      oldVersion: '/',
      tutorial: '/zh/help',
      onlineService: '/zh/customerService',
      siteNavigation: '/{locale}/dashboard',
      appCenter: '/zh/software/tools/list',
    };
    expect(localizeConfiguredLinks(links, 'en')).toEqual({
      oldVersion: '/',
      tutorial: '/en/help',
      onlineService: '/en/customerService',
      siteNavigation: '/en/dashboard',
      appCenter: '/en/software/tools/list',
    });
  });
});
