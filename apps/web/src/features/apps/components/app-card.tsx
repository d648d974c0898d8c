import { Card, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { AppSummary } from '@biocloud/contracts';
import { LinkButton } from '../../../shared/ui/link-button';
import { AppImage } from '../../../shared/ui/app-image';
import { PriceTag } from '../../../shared/ui/price-tag';

/** One app of a catalogue: image, name, summary, price, whether it can run here, and the way to its page. */
export function AppCard({ app, to }: { app: AppSummary; to: string }) {
  const { t } = useTranslation();
  return (
    <Card
      hoverable
      className={app.available ? 'app-card' : 'app-card app-card-unavailable'}
      data-testid="app-card"
      data-software-id={app.softwareId}
      cover={<AppImage appId={app.appId} softImg={app.softImg} name={app.softName} />}
    >
      <Typography.Title level={5} className="app-card-name">
        {app.softName}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="app-card-description" ellipsis={{ rows: 3 }}>
        {app.softDesc}
      </Typography.Paragraph>
      <div className="app-card-footer">
        <PriceTag price={app.price} beansAccepted={app.beansAccepted} of="app" />
        {!app.available && (
          <Tooltip title={t('apps.list.unavailableTools', { tools: app.unavailableTools.join(', ') })}>
            <Tag color="default">{t('apps.list.unavailable')}</Tag>
          </Tooltip>
        )}
        <LinkButton type="primary" to={to} className="app-card-open" data-testid="open-app">
          {t('apps.list.open')}
        </LinkButton>
      </div>
    </Card>
  );
}
