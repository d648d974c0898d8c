import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstanceConfig } from '../../shared/api/get-instance-config';
import { useRouteHandle } from '../../shared/lib/route-handle';

/** Spec: the page title comes from the route's title, the product name by default. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const { data: config } = useInstanceConfig();
  const product = config?.productName || t('common.productName');
  const title = handle ? t('common.documentTitle', { page: t(handle.titleKey), product }) : product;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
