import { buildUrl } from '../../../shared/api-client';
import { postForm } from '../../../shared/api/post-form';

/** POSTs one file as a multipart body (the sheet import, report and signed-sheet uploads). */
export function postFile<T>(path: string, query: Record<string, string>, file: File): Promise<T> {
  return postForm<T>(buildUrl(path, query), [['file', file]]);
}
