import type { ReactNode } from 'react';
import { ToolOutlined } from '@ant-design/icons';
import { Avatar, Card, Empty, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { isOwnAnalysis, type AnalyseResponse } from '@biocloud/contracts';
import { errorText } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { promotedImageUrl } from '../../../shared/lib/promoted-image';
import { AppImage } from '../../../shared/ui/app-image';
import { useAnalyse } from '../api/get-analyse';
import { useProjectContext } from '../hooks/use-project-context';
import { analyseCardPath } from '../lib/analyse-links';

type AnalyseCard = AnalyseResponse['data']['tool'][number];

/** The card's icon as the catalogue pages show it: an app's promoted image (or its placeholder), a tool's icon. */
function CardIcon({ card }: { card: AnalyseCard }) {
  if (card.kind === 'app') {
    return (
      <div className="analyse-app-icon">
        <AppImage appId={card.softwareId} softImg={card.iconUrl} name={card.softName} />
      </div>
    );
  }
  const src = promotedImageUrl(card.iconUrl, window.location.origin);
  if (src) return <Avatar shape="square" size={48} src={src} alt={card.softName} />;
  return <Avatar shape="square" size={48} icon={<ToolOutlined />} />;
}

function CardLink({ to, children }: { to: string | null; children: ReactNode }) {
  if (!to) return <div>{children}</div>;
  return (
    <Link to={to} data-testid="analyse-card">
      {children}
    </Link>
  );
}

/** Cards of the tools and apps that take the project's data; each opens the tool with the project preselected. */
export function AnalyseCards({ projectBaseId }: { projectBaseId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useAnalyse(projectBaseId, locale);
  const { project, routeParams } = useProjectContext();

  if (query.isError && !query.data) {
    return <Result status="warning" title={t('project.analyse.loadFailed')} subTitle={errorText(t, query.error)} />;
  }
  if (!query.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  const { tool, app } = query.data.data;
  if (tool.length === 0 && app.length === 0) {
    // An own-analysis project waits for its customers' data, a service project for the delivery.
    const own = isOwnAnalysis(project.projectType);
    return (
      <Empty
        description={t(own ? 'project.analyse.emptyOwn' : 'project.analyse.empty')}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
      >
        {own && (
          <LinkButton type="primary" to={pathTo(locale, 'project-detail-data-root', routeParams)}>
            {t('project.analyse.toData')}
          </LinkButton>
        )}
      </Empty>
    );
  }

  const grid = (cards: readonly AnalyseCard[], kind: 'app' | 'tool') =>
    cards.length > 0 && (
      <section className="analyse-group">
        <Typography.Title level={5}>{t(`project.analyse.${kind}s`)}</Typography.Title>
        <div className="analyse-grid">
          {cards.map((card) => (
            <CardLink key={card.softwareId} to={analyseCardPath(locale, card, projectBaseId)}>
              <Card hoverable size="small" className="analyse-card" data-software-id={card.softwareId}>
                <Card.Meta
                  avatar={<CardIcon card={card} />}
                  title={card.softName}
                  description={
                    <>
                      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="analyse-desc">
                        {card.softDesc}
                      </Typography.Paragraph>
                      {card.fileTypes.map((type) => (
                        <Tag key={type}>{type}</Tag>
                      ))}
                    </>
                  }
                />
              </Card>
            </CardLink>
          ))}
        </div>
      </section>
    );

  return (
    <div className="analyse-cards">
      {grid(app, 'app')}
      {grid(tool, 'tool')}
    </div>
  );
}
