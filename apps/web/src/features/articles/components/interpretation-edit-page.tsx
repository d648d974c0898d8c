import { Result, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { ARTICLE_KEYS, type ArticleKey } from '@biocloud/contracts';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { useInterpretation } from '../api/interpretations';
import { NEW_INTERPRETATION_ID, NEW_PMID } from '../lib/article-links';
import { InterpretationForm } from './interpretation-form';
import './articles.css';

/**
 * Route article/interpretation/edit/:pmid/:id: a new interpretation (id `new`, pmid NEW_PMID or the paper's, the
 * parent type from ?key=) or the caller's own one. Another's answers as missing, as the server does.
 */
export function InterpretationEditPage() {
  const { t } = useTranslation();
  const { pmid = '', id = '' } = useParams();
  const [search] = useSearchParams();
  const isNew = id === NEW_INTERPRETATION_ID;
  const existing = useInterpretation(id, !isNew);

  if (isNew) {
    const key = search.get('key') ?? '';
    const parentType = (ARTICLE_KEYS as readonly string[]).includes(key) ? (key as ArticleKey) : ARTICLE_KEYS[0];
    return <InterpretationForm pmid={pmid === NEW_PMID ? '' : pmid} parentType={parentType} />;
  }
  if (existing.isError) {
    return (
      <LoadFailed
        title={t('article.interpretations.detailLoadFailed')}
        error={existing.error}
        retryText={t('article.retry')}
        onRetry={() => void existing.refetch()}
      />
    );
  }
  if (existing.isPending) return <Skeleton active />;
  if (!existing.data.canEdit || existing.data.pmid !== pmid) {
    return <Result status="404" title={t('errors.INTERPRETATION_NOT_FOUND')} />;
  }
  return <InterpretationForm existing={existing.data} />;
}
