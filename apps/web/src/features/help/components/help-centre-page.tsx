import { lazy, Suspense, useState } from 'react';
import { Button, Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { HELP_CATEGORIES, type HelpPageSummary } from '@biocloud/contracts';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useHelpPages } from '../api/help-pages';
import { useIsStaff } from '../hooks/use-is-staff';
import { helpDetailPath } from '../lib/help-links';
import { HelpSearchBox } from './help-search-box';
import './help.css';

const HelpEditor = lazy(() => import('./help-editor').then((m) => ({ default: m.HelpEditor })));

/** The help centre (route help): the search, then each category with its pages; staff add pages here. */
export function HelpCentrePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const pages = useHelpPages(locale);
  const isStaff = useIsStaff();
  const [creating, setCreating] = useState(false);

  const byCategory = (category: string): HelpPageSummary[] =>
    (pages.data?.list ?? []).filter((p) => p.category === category);

  return (
    <div className="help-page">
      <div className="help-hero">
        <Typography.Title level={3}>{t('help.centre.title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('help.centre.subtitle')}</Typography.Paragraph>
        <HelpSearchBox />
        {isStaff && (
          <Space className="help-new" wrap>
            <Button onClick={() => setCreating(true)} data-testid="help-new">
              {t('help.editor.new')}
            </Button>
            <LinkButton to={pathTo(locale, 'help-suggestions')} data-testid="help-suggestions">
              {t('help.staff.link')}
            </LinkButton>
          </Space>
        )}
      </div>
      {pages.isError ? (
        <LoadFailed
          title={t('help.centre.loadFailed')}
          error={pages.error}
          retryText={t('help.retry')}
          onRetry={() => void pages.refetch()}
        />
      ) : pages.isPending ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {HELP_CATEGORIES.map((category) => (
            <Col key={category} xs={24} md={12} xl={8}>
              <Card title={t(`help.categories.${category}`)} className="help-category">
                {byCategory(category).length === 0 ? (
                  <Typography.Text type="secondary">{t('help.centre.empty')}</Typography.Text>
                ) : (
                  <ul className="help-titles">
                    {byCategory(category).map((page) => (
                      <li key={page.id}>
                        <Link to={helpDetailPath(locale, page.id)}>{page.title}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {creating && (
        <Suspense fallback={null}>
          <HelpEditor open onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
