import { FireFilled, StopOutlined } from '@ant-design/icons';
import { Alert, Card, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { SoftwareSummary } from '@biocloud/contracts';
import { LinkButton } from '../../../shared/ui/link-button';
import { PriceTag } from '../../../shared/ui/price-tag';
import { SharePopover } from './share-popover';

interface ToolCardProps {
  tool: SoftwareSummary;
  /** Where the tool opens. */
  href: string;
  categoryName: string;
}

/** One tool of the list; a tool that cannot run here is listed with the reason and no way to open its form. */
export function ToolCard({ tool, href, categoryName }: ToolCardProps) {
  const { t } = useTranslation();
  const title = tool.available ? (
    <Link to={href} className="tool-card-name">
      {tool.softName}
    </Link>
  ) : (
    <span className="tool-card-name">{tool.softName}</span>
  );
  return (
    <Card
      className={tool.available ? 'tool-card' : 'tool-card tool-card-unavailable'}
      data-testid="tool-card"
      data-software-id={tool.softwareId}
      data-available={tool.available}
      size="small"
    >
      <div className="tool-card-head">
        <Typography.Text strong className="tool-card-title">
          {title}
        </Typography.Text>
        {tool.hot && <FireFilled className="tool-card-hot" aria-label={t('software.hot.title')} />}
      </div>
      <div className="tool-card-tags">
        <Tag>{categoryName}</Tag>
        <PriceTag price={tool.price} beansAccepted={tool.beansAccepted} />
        {!tool.available && (
          <Tag icon={<StopOutlined />} color="default">
            {t('software.list.unavailable')}
          </Tag>
        )}
      </div>
      <Typography.Paragraph type="secondary" className="tool-card-description" ellipsis={{ rows: 2 }}>
        {tool.softDesc}
      </Typography.Paragraph>
      {tool.unavailableReason && (
        <Alert
          type="warning"
          showIcon
          className="tool-card-reason"
          data-testid="unavailable-reason"
          title={tool.unavailableReason.message}
        />
      )}
      <div className="tool-card-actions">
        <SharePopover path={href} name={tool.softName} description={tool.softDesc} compact />
        <LinkButton to={href} type="primary" size="small" disabled={!tool.available}>
          {t('software.list.open')}
        </LinkButton>
      </div>
    </Card>
  );
}
