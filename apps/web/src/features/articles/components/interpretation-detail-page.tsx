import { Breadcrumb, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { pathTo } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/format/date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useInterpretation } from '../api/interpretations';
import { interpretationEditPath, interpretationListPath } from '../lib/article-links';
import { InterpretationView } from './interpretation-view';
import './articles.css';

/** Route article/interpretation/detail/:pmid/:id: one interpretation; its writer (or staff) edits it from here. */
export function InterpretationDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pmid = '', id = '' } = useParams();
  const item = useInterpretation(id);

  if (item.isError) {
    return (
      <LoadFailed
        title={t('article.interpretations.detailLoadFailed')}
        error={item.error}
        retryText={t('article.retry')}
        onRetry={() => void item.refetch()}
      />
    );
  }
  if (item.isPending) return <Skeleton active />;
  // An address whose pmid is not the interpretation's names nothing.
  if (item.data.pmid !== pmid) return <Result status="404" title={t('errors.INTERPRETATION_NOT_FOUND')} />;
  const value = item.data;

  return (
    <div className="articles-page">
      <Breadcrumb
        items={[
          { title: <Link to={pathTo(locale, 'article-index')}>{t('article.index.title')}</Link> },
          {
            title: (
              <Link to={interpretationListPath(locale, value.parentType)}>
                {t('article.interpretations.titleOf', { key: t(`article.keys.${value.parentType}`) })}
              </Link>
            ),
          },
        ]}
      />
      <div className="article-body" data-testid="interpretation-detail">
        <InterpretationView
          value={value}
          meta={
            <Space wrap className="interpretation-meta">
              <Typography.Text type="secondary">
                {t('article.interpretations.byline', {
                  author: value.authorName || t('article.interpretations.editors'),
                  time: formatDateTime(value.createTime),
                })}
              </Typography.Text>
              {value.canEdit && (
                <LinkButton size="small" to={interpretationEditPath(locale, value.pmid, value.id)}>
                  {t('article.interpretations.edit')}
                </LinkButton>
              )}
            </Space>
          }
        />
      </div>
    </div>
  );
}
