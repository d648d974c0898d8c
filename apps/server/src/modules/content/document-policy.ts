import { instanceConfigSchema } from '@biocloud/contracts';
import { contentSecurityPolicy } from '../../http/security-headers';
import type { ContentRepository } from './content.repository';
import { configuredOrigins } from './configured-origins';

/**
 * The content security policy of the app's page, read from the instance configuration at each page load (one row by
 * its key; the app is a single page, so this is once per visit): a changed configuration applies at the next load.
 */
export function createDocumentPolicy(
  contentRepo: ContentRepository,
  /** The partner origins jumpv1 may post a form to (form-action). */
  formOrigins: readonly string[] = [],
): () => Promise<string> {
  return async () => {
    const parsed = instanceConfigSchema.safeParse(await contentRepo.instanceConfig());
    if (!parsed.success) throw new Error('instance configuration unreadable');
    return contentSecurityPolicy({ ...configuredOrigins(parsed.data), form: formOrigins });
  };
}
