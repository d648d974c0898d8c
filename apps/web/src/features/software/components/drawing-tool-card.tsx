import { Card, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { DrawType } from '@biocloud/charts';
import { drawToolPath } from '../../../shared/drawing-links';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { SharePopover } from './share-popover';

/** A drawing tool in the tool list, looking like the catalogue's tools and opening its drawing page. */
export function DrawingToolCard({ drawType }: { drawType: DrawType }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const href = drawToolPath(locale, drawType);
  const name = t(`drawing.types.${drawType}.name`);
  const description = t(`drawing.types.${drawType}.description`);
  return (
    <Card className="tool-card" data-testid="drawing-tool-card" data-draw-type={drawType} size="small">
      <div className="tool-card-head">
        <Typography.Text strong className="tool-card-title">
          <Link to={href} className="tool-card-name">
            {name}
          </Link>
        </Typography.Text>
      </div>
      <div className="tool-card-tags">
        <Tag>{t('software.list.drawingType')}</Tag>
      </div>
      <Typography.Paragraph type="secondary" className="tool-card-description" ellipsis={{ rows: 2 }}>
        {description}
      </Typography.Paragraph>
      <div className="tool-card-actions">
        <SharePopover path={href} name={name} description={description} compact />
        <LinkButton to={href} type="primary" size="small">
          {t('software.list.open')}
        </LinkButton>
      </div>
    </Card>
  );
}
