import { ExportOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { pathTo } from '../../../shared/config/paths';

/**
 * jumpv1 / jumpv3 hand the user over to a partner service. Until those hand-overs exist, the page says what it is
 * for and leads back; it never forwards to the address in the URL, which would make it an open redirect.
 */
export function JumpPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="page-center page-bare">
      <Result
        icon={<ExportOutlined className="coming-icon" />}
        title={t('jump.title')}
        subTitle={t('jump.description')}
        extra={
          <LinkButton type="primary" to={pathTo(locale, 'dashboard')}>
            {t('jump.back')}
          </LinkButton>
        }
      />
    </div>
  );
}
