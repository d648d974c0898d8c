import { Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { pathTo } from '../../../shared/config/paths';

/** Spec: page not found, check the address and refresh. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="page-center">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.description')}
        extra={
          <LinkButton type="primary" to={pathTo(locale, 'dashboard')}>
            {t('notFound.backHome')}
          </LinkButton>
        }
      />
    </div>
  );
}
