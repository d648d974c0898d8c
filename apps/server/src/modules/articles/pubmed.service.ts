import type { PubmedStatus, PubmedSummary } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import { PubmedError, type PubmedClient } from './pubmed-client';

/**
 * The interpretation form's fill from PubMed: offered only when the server is configured to reach E-utilities
 * (PUBMED_URL). Failures are 400s with their own code (not 5xx, which the app shows as a generic server notice), so
 * the form can say why and stay usable by hand.
 */
export function createPubmedService(deps: { client: PubmedClient | null }) {
  const { client } = deps;
  return {
    status(): PubmedStatus {
      return { configured: client !== null };
    },

    async summary(pmid: string): Promise<PubmedSummary> {
      if (!client) throw new AppError('PUBMED_UNAVAILABLE', 400);
      try {
        return await client.summary(pmid);
      } catch (error) {
        if (!(error instanceof PubmedError)) throw error;
        throw new AppError(error.reason === 'notFound' ? 'PUBMED_NOT_FOUND' : 'PUBMED_UNAVAILABLE', 400);
      }
    },
  };
}
export type PubmedService = ReturnType<typeof createPubmedService>;
