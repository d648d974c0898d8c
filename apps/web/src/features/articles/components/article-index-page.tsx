import { Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useArticleIndex } from '../api/articles';
import { useIsStaff } from '../../../shared/api/use-is-staff';
import { articleListPath, interpretationListPath } from '../lib/article-links';
import './articles.css';

/** Route article/index: each key with its articles and interpretations, counted; staff reach their page here. */
export function ArticleIndexPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const index = useArticleIndex(locale);
  const isStaff = useIsStaff();

  return (
    <div className="articles-page">
      <div className="articles-head">
        <div>
          <Typography.Title level={3}>{t('article.index.title')}</Typography.Title>
          <Typography.Text type="secondary">{t('article.index.subtitle')}</Typography.Text>
        </div>
        {isStaff && (
          <LinkButton to={pathTo(locale, 'article-manage')} data-testid="article-manage-link">
            {t('article.manage.title')}
          </LinkButton>
        )}
      </div>
      {index.isError ? (
        <LoadFailed
          title={t('article.index.loadFailed')}
          error={index.error}
          retryText={t('article.retry')}
          onRetry={() => void index.refetch()}
        />
      ) : index.isPending ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          {index.data.list.map(({ key, articles, interpretations }) => (
            <Col key={key} xs={24} md={12} xl={8}>
              <Card title={t(`article.keys.${key}`)} className="article-key-card" data-testid={`article-key-${key}`}>
                <Typography.Paragraph type="secondary">{t(`article.keyHints.${key}`)}</Typography.Paragraph>
                <Space size="large" wrap>
                  <Link to={articleListPath(locale, key)}>{t('article.index.articles', { count: articles })}</Link>
                  <Link to={interpretationListPath(locale, key)} data-testid={`article-key-${key}-interpretations`}>
                    {t('article.index.interpretations', { count: interpretations })}
                  </Link>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
