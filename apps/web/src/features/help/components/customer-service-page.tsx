import { lazy, Suspense, useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ServiceContacts } from '../../../shared/ui/service-contacts';
import './help.css';

const FeedbackDialog = lazy(() => import('./feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));

/** Customer service (route customerService): how to reach the service, the help centre, the suggestion form. */
export function CustomerServicePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [feedback, setFeedback] = useState(false);
  return (
    <div className="help-page">
      <Typography.Title level={3}>{t('help.customerService.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('help.customerService.intro')}</Typography.Paragraph>
      <Card>
        <ServiceContacts />
      </Card>
      <div className="help-actions">
        <Link to={pathTo(locale, 'help')}>{t('help.customerService.toHelp')}</Link>
        <Button type="primary" onClick={() => setFeedback(true)} data-testid="open-feedback">
          {t('help.customerService.feedback')}
        </Button>
      </div>
      {feedback && (
        <Suspense fallback={null}>
          <FeedbackDialog open onClose={() => setFeedback(false)} />
        </Suspense>
      )}
    </div>
  );
}
