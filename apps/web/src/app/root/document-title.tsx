import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useRouteHandle } from '../../shared/lib/route-handle';

/**
 * The page title, one form on every load (issue 26, walkthrough L1): "<route title> - <product name>", the product
 * name alone on a route without a title. Both parts come from the page locale's texts (`common.documentTitle`,
 * `common.productName`), which are in place before the first paint (the root loader awaits them). The instance
 * configuration's productName is deliberately not used: it arrives after the first paint and is in one language,
 * so a title built from it changed after the page showed ("工作台 - 生物信息云平台", then "工作台 - BioCloud").
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const product = t('common.productName');
  const title = handle ? t('common.documentTitle', { page: t(handle.titleKey), product }) : product;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
