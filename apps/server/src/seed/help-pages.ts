import { LOCALES } from '@biocloud/contracts';
import type { Database } from '../db/database';
import { createHelpPagesRepository } from '../modules/help/help-pages.repository';
import { helpPageFields } from '../modules/help/help-pages.service';
import { SEED_HELP_PAGES } from './help-pages-data';

/**
 * The demo help pages, per locale and category, once: a category that already has pages (staff's own) is left as it
 * is, so an install seeded before a category existed (samples, beans) gets that category's pages on its next start.
 */
export async function seedHelpPages(db: Database): Promise<void> {
  const repo = createHelpPagesRepository(db);
  for (const locale of LOCALES) {
    const filled = new Set(
      (await db.selectFrom('help_pages').select('category').distinct().where('locale', '=', locale).execute()).map(
        (row) => row.category,
      ),
    );
    for (const [position, page] of SEED_HELP_PAGES[locale].entries()) {
      if (!filled.has(page.category)) await repo.insert(helpPageFields({ locale, ...page }), null, position);
    }
  }
}
