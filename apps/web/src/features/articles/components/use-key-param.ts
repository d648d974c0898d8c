import { useParams } from 'react-router';
import { ARTICLE_KEYS, type ArticleKey } from '@biocloud/contracts';

/** The route's :key when it is one of ARTICLE_KEYS, else null (the page says it does not exist). */
export function useKeyParam(): ArticleKey | null {
  const key = useParams().key ?? '';
  return (ARTICLE_KEYS as readonly string[]).includes(key) ? (key as ArticleKey) : null;
}
