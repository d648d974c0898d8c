import { Button, Card, Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { errorText, isRefusal } from '../../../shared/api/error-text';
import { pathTo } from '../../../shared/config/paths';
import { useLocale } from '../../../shared/i18n/use-locale';
import { LoadFailed } from '../../../shared/ui/load-failed';

interface SampleLoadFailedProps {
  /** The failed query of the sample (or of its sheet). */
  query: { error: unknown; refetch: () => unknown };
  /** What could not be loaded; the sample by default. */
  title?: string;
}

/**
 * The card a page about one sample shows when the sample did not load. A refusal (another customer's or a deleted
 * sample reads as not found) stays a refusal however often it is asked again, so it leads back to the list; only a
 * network or server failure offers to try again.
 */
export function SampleLoadFailed({ query, title }: SampleLoadFailedProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card className="page-card" variant="borderless">
      {isRefusal(query.error) ? (
        <Result
          status="warning"
          title={errorText(t, query.error)}
          data-testid="sample-missing"
          extra={
            <Link to={pathTo(locale, 'mysample-list')}>
              <Button type="primary">{t('samples.detail.backToList')}</Button>
            </Link>
          }
        />
      ) : (
        <LoadFailed
          title={title ?? t('samples.detail.loadFailed')}
          error={query.error}
          retryText={t('samples.list.retry')}
          onRetry={() => void query.refetch()}
        />
      )}
    </Card>
  );
}
