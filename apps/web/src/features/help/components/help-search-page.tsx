import { Empty, List, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useHelpSearch } from '../api/help-pages';
import { helpDetailPath } from '../lib/help-links';
import { HelpSearchBox } from './help-search-box';
import './help.css';

/** Search results of the help centre (route help-search?q=), best first, each with a piece of its text. */
export function HelpSearchPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const search = useHelpSearch(locale, q);

  return (
    <div className="help-page">
      <Typography.Title level={3}>{t('help.search.title')}</Typography.Title>
      <HelpSearchBox initial={q} />
      {q === '' ? (
        <Empty description={t('help.search.prompt')} />
      ) : search.isError ? (
        <LoadFailed
          title={t('help.search.failed')}
          error={search.error}
          retryText={t('help.retry')}
          onRetry={() => void search.refetch()}
        />
      ) : search.isPending ? (
        <Skeleton active />
      ) : (
        <List
          className="help-results"
          data-testid="help-results"
          header={t('help.search.count', { count: search.data.list.length, q })}
          locale={{ emptyText: <Empty description={t('help.search.none', { q })} /> }}
          dataSource={search.data.list}
          renderItem={(hit) => (
            <List.Item>
              <List.Item.Meta
                title={<Link to={helpDetailPath(locale, hit.id)}>{hit.title}</Link>}
                description={
                  <>
                    <Typography.Text type="secondary">{t(`help.categories.${hit.category}`)}</Typography.Text>
                    <div className="help-snippet">{hit.snippet}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
