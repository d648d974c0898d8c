import { Breadcrumb, Card, Col, List, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { RichTextView } from '../../../shared/ui/rich-text-view';
import { useArticleDetail } from '../api/articles';
import {
  articleListPath,
  interpretationDetailPath,
  interpretationEditPath,
  interpretationListPath,
  NEW_INTERPRETATION_ID,
  NEW_PMID,
} from '../lib/article-links';
import { CutTitleLink } from './cut-title-link';
import './articles.css';

/** Route article/detail/:id: the article, its sample panel (what to send) and its interpretation panel. */
export function ArticleDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useParams().id ?? '';
  const detail = useArticleDetail(id);

  if (detail.isError) {
    return (
      <LoadFailed
        title={t('article.detail.loadFailed')}
        error={detail.error}
        retryText={t('article.retry')}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  if (detail.isPending) return <Skeleton active />;
  const { article, interpretations } = detail.data;

  return (
    <div className="articles-page">
      <Breadcrumb
        items={[
          { title: <Link to={pathTo(locale, 'article-index')}>{t('article.index.title')}</Link> },
          { title: <Link to={articleListPath(locale, article.key)}>{t(`article.keys.${article.key}`)}</Link> },
          { title: article.title },
        ]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <article className="article-body">
            <Typography.Title level={3}>{article.title}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t('article.detail.updated', { time: formatDateTime(article.updateTime) })}
            </Typography.Paragraph>
            {article.summary && <Typography.Paragraph strong>{article.summary}</Typography.Paragraph>}
            <RichTextView html={article.body} />
          </article>
        </Col>
        <Col xs={24} lg={8} className="article-panels">
          <Card
            title={t('article.detail.samplePanel')}
            data-testid="article-sample-panel"
            extra={<Link to={pathTo(locale, 'mysample-list')}>{t('article.detail.sendSample')}</Link>}
          >
            <RichTextView html={article.sampleInfo} />
          </Card>
          <Card
            title={t('article.detail.interpretationPanel')}
            data-testid="article-interpretation-panel"
            extra={<Link to={interpretationListPath(locale, article.key)}>{t('article.detail.more')}</Link>}
          >
            <List
              size="small"
              dataSource={interpretations}
              locale={{ emptyText: t('article.interpretations.empty') }}
              renderItem={(item) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <CutTitleLink title={item.title} to={interpretationDetailPath(locale, item.pmid, item.id)} />
                    }
                    description={item.magazineName}
                  />
                </List.Item>
              )}
            />
            <LinkButton
              type="link"
              to={`${interpretationEditPath(locale, NEW_PMID, NEW_INTERPRETATION_ID)}?key=${article.key}`}
            >
              {t('article.interpretations.write')}
            </LinkButton>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
