import { Card, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';

/** Courses have no data source of their own yet: the card leads to the help centre's tutorials. */
export function CoursesCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card size="small" className="recent-card" title={t('dashboard.courses.title')} data-testid="dashboard-courses">
      <Typography.Paragraph type="secondary">{t('dashboard.courses.description')}</Typography.Paragraph>
      <LinkButton to={pathTo(locale, 'help')} size="small">
        {t('dashboard.courses.open')}
      </LinkButton>
    </Card>
  );
}
