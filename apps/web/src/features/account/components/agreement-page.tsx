import { Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import '../account.css';

/** user/agreement: the user agreement, a text of the content configuration (user.agreement.body, paragraphs). */
export function AgreementPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const paragraphs = t('user.agreement.body').split(/\n\s*\n/);
  return (
    <div className="agreement-page">
      <Typography.Title level={3}>{t('user.agreement.title')}</Typography.Title>
      <div className="agreement-text">
        {paragraphs.map((text, i) => (
          <Typography.Paragraph key={i}>{text}</Typography.Paragraph>
        ))}
      </div>
      <Link to={pathTo(locale, 'user-register')}>{t('user.agreement.back')}</Link>
    </div>
  );
}
