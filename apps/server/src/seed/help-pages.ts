import { LOCALES } from '@biocloud/contracts';
import type { Database } from '../db/database';
import { createHelpPagesRepository } from '../modules/help/help-pages.repository';
import { helpPageFields } from '../modules/help/help-pages.service';
import { SEED_HELP_PAGES } from './help-pages-data';

/** The demo help pages, once: a help centre that already has pages (staff's own) is left as it is. */
export async function seedHelpPages(db: Database): Promise<void> {
  const any = await db.selectFrom('help_pages').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const repo = createHelpPagesRepository(db);
  for (const locale of LOCALES) {
    for (const [position, page] of SEED_HELP_PAGES[locale].entries()) {
      await repo.insert(helpPageFields({ locale, ...page }), null, position);
    }
  }
}
