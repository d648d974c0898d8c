import { RocketOutlined } from '@ant-design/icons';
import { Card, Result, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { pathTo } from '../../../shared/config/paths';
import { useRouteHandle } from '../../../shared/lib/route-handle';

/** Areas not built yet: the route's own title and a short explanation, never a blank page. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const handle = useRouteHandle();
  return (
    <Card className="page-card" variant="borderless">
      <Result
        icon={<RocketOutlined className="coming-icon" />}
        title={handle ? t(handle.titleKey) : t('coming.title')}
        subTitle={t('coming.description')}
        extra={
          <div className="coming-extra">
            <Tag color="processing">{t('coming.badge')}</Tag>
            <LinkButton type="primary" to={pathTo(locale, 'dashboard')}>
              {t('coming.backToDashboard')}
            </LinkButton>
          </div>
        }
      />
    </Card>
  );
}
