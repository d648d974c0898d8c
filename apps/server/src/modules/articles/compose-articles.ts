import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { DB } from '../../db/schema';
import { createArticlesRepository } from './articles.repository';
import { createArticlesService } from './articles.service';
import { createInterpretationsRepository } from './interpretations.repository';
import { createInterpretationsService } from './interpretations.service';
import { createPubmedClient } from './pubmed-client';
import { createPubmedService } from './pubmed.service';

/** Articles, interpretations and the PubMed fill (issue 18 item 3); the fill only when PUBMED_URL is set. */
export function composeArticles(deps: { config: Config; db: Kysely<DB> }) {
  const { config, db } = deps;
  const interpretationsRepo = createInterpretationsRepository(db);
  return {
    articles: createArticlesService({ repo: createArticlesRepository(db), interpretations: interpretationsRepo }),
    interpretations: createInterpretationsService({ repo: interpretationsRepo }),
    pubmed: createPubmedService({
      client: config.PUBMED_URL ? createPubmedClient({ baseUrl: config.PUBMED_URL }) : null,
    }),
  };
}
export type ArticleServices = ReturnType<typeof composeArticles>;
