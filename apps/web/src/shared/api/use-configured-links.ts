import { useMemo } from 'react';
import { localizeConfiguredLinks, type ConfiguredLinks } from '../config/configured-links';
import { useLocale } from '../i18n/use-locale';
import { useInstanceConfig } from './get-instance-config';

/** The instance's configured links for the page's locale; undefined while the configuration is not loaded. */
export function useConfiguredLinks(): ConfiguredLinks | undefined {
  const locale = useLocale();
  const { data: config } = useInstanceConfig();
  const links = config?.links;
  return useMemo(() => (links ? localizeConfiguredLinks(links, locale) : undefined), [links, locale]);
}
