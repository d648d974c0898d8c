import { LOCALES } from '@biocloud/contracts';
import type { Database } from '../db/database';
import { createArticlesRepository } from '../modules/articles/articles.repository';
import { articleFields } from '../modules/articles/articles.service';
import { createInterpretationsRepository } from '../modules/articles/interpretations.repository';
import { interpretationFields } from '../modules/articles/interpretations.service';
import { SEED_ARTICLES, SEED_INTERPRETATIONS, SEED_PAPERS } from './articles-data';

/** The demo articles and interpretations, once: when staff already wrote articles, nothing is added. */
export async function seedArticles(db: Database): Promise<void> {
  const any = await db.selectFrom('articles').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const articles = createArticlesRepository(db);
  const interpretations = createInterpretationsRepository(db);
  for (const locale of LOCALES) {
    for (const article of SEED_ARTICLES[locale]) await articles.insert(articleFields({ locale, ...article }), null);
    for (const [n, paper] of SEED_PAPERS.entries()) {
      const text = SEED_INTERPRETATIONS[locale][n];
      if (!text) continue;
      await interpretations.insert(locale, interpretationFields({ locale, ...paper, ...text }), null);
    }
  }
}
