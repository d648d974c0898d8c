import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useNotice } from '../api/get-notice';
import { announcementsPath } from '../lib/figure-links';

/** The dashboard's notice: the newest announcements from staff; none, no notice. */
export function NoticeCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const notice = useNotice().data?.list ?? [];
  if (notice.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="notice-card"
      data-testid="dashboard-notice"
      title={t('dashboard.notice.title')}
      description={
        <ul className="notice-list">
          {notice.map((item) => (
            <li key={item.id}>
              <strong>{item.title}</strong> {item.content}
            </li>
          ))}
        </ul>
      }
      action={<Link to={announcementsPath(locale)}>{t('dashboard.notice.all')}</Link>}
    />
  );
}
