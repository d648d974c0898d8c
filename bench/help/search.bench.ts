import { sql } from 'kysely';
import { LOCALES, type Locale } from '@biocloud/contracts';
import { createHelpPagesRepository } from '@biocloud/server/src/modules/help/help-pages.repository';
import { createHelpPagesService, helpPageFields } from '@biocloud/server/src/modules/help/help-pages.service';
import { SEED_HELP_PAGES } from '@biocloud/server/src/seed/help-pages-data';
import type { BenchResult } from '../harness';
import { withServerProcess, type ServerProcess } from '../support/server-process';
import { judgeApiAgainstReplay, recordStatements } from '../support/sql-replay';

const PAGE_COUNT = 5_000;
const CALLS_PER_SECOND = 40;
const WARMUP_CALLS = 20;
const TARGET = { better: 'lower', ratio: 2, allowance: 2 } as const;
/** A two-character Chinese word from the middle of titles, and an English word: both hit hundreds of pages. */
const QUERIES: readonly { locale: Locale; q: string }[] = [
  { locale: 'zh', q: '测序' },
  { locale: 'en', q: 'sequencing' },
];

/*
 * The help search (issue 18 item 2) over 5,000 help pages (half zh, half en, made from the seeded pages' texts):
 * GET /api/v1/help/search, segmentation and snippets included, against the very SQL statement the search service
 * runs (captured from it) replayed over a pooled connection: the reference is the database's own share. p95 is read
 * from the printed figures.
 */
export async function benchHelpSearch(seconds: number): Promise<BenchResult[]> {
  return withServerProcess('biocloud-bench-help-', async (server) => {
    await fillPages(server);
    const results: BenchResult[] = [];
    for (const { locale, q } of QUERIES) {
      const statements = await recordStatements(server, async (logged, take) => {
        take();
        await createHelpPagesService({ repo: createHelpPagesRepository(logged) }).search(locale, q);
        return take();
      });
      results.push(
        await judgeApiAgainstReplay({
          server,
          name: `help search "${q}" (${locale}) over ${PAGE_COUNT.toLocaleString('en')} help pages`,
          url: `/api/v1/help/search?locale=${locale}&q=${encodeURIComponent(q)}`,
          answered: (body) => Boolean((body as { list?: unknown[] }).list?.length),
          statements,
          calls: seconds * CALLS_PER_SECOND,
          warmup: WARMUP_CALLS,
          target: TARGET,
        }),
      );
    }
    return results;
  });
}

/** PAGE_COUNT pages through the repository (so each is segmented and indexed as staff's would be). */
async function fillPages(server: ServerProcess): Promise<void> {
  const repo = createHelpPagesRepository(server.db);
  for (let i = 0; i < PAGE_COUNT; i++) {
    const locale = LOCALES[i % LOCALES.length]!;
    const seeds = SEED_HELP_PAGES[locale];
    const page = seeds[i % seeds.length]!;
    const other = seeds[(i * 7 + 3) % seeds.length]!;
    await repo.insert(
      helpPageFields({ locale, category: page.category, title: `${page.title} ${i}`, body: page.body + other.body }),
      null,
      i,
    );
  }
  await sql`analyze help_pages`.execute(server.db);
}
