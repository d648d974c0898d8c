import { sql, type CompiledQuery } from 'kysely';
import { fileListRequestSchema, type FileListResponse } from '@biocloud/contracts';
import { callerOf } from '@biocloud/server/src/modules/auth/caller';
import { createFilesData } from '@biocloud/server/src/modules/files/files-data';
import { createFilesService } from '@biocloud/server/src/modules/files/files.service';
import type { BenchResult } from '../harness';
import { withServerProcess, type ServerProcess } from '../support/server-process';
import { judgeApiAgainstReplay, recordStatements } from '../support/sql-replay';
import { userFiles } from '../support/stored-files';

const FILE_COUNT = 100_000;
/** 100,000 files at 20 a page: page 5,000 is the last one, the deepest offset. */
const PAGE_SIZE = 20;
const PAGES = [1, 5_000];
/** Calls per second of BENCH_SECONDS, on each side. */
const CALLS_PER_SECOND = 50;
const WARMUP_CALLS = 20;
const TARGET = { better: 'lower', ratio: 2, allowance: 2 } as const;

/**
 * POST /api/v1/files/list on a folder of 100,000 files (rows inserted with one SQL statement), pages 1 and 5,000,
 * against the very SQL statements that call runs (captured from the files service itself) replayed over a pooled
 * PostgreSQL connection: the reference is the database's own share of the call.
 */
export async function benchList(seconds: number): Promise<BenchResult[]> {
  return withServerProcess('biocloud-bench-list-', async (server) => {
    const folderUuid = await fillFolder(server);
    const results: BenchResult[] = [];
    for (const page of PAGES) {
      const request = { fileUuid: folderUuid, pageNum: page - 1, pageSize: PAGE_SIZE };
      const statements = await capturedStatements(server, request);
      results.push(
        await judgeApiAgainstReplay({
          server,
          name: `list page ${page.toLocaleString('en')} of a folder of ${FILE_COUNT.toLocaleString('en')} files (${PAGE_SIZE} a page)`,
          url: '/api/v1/files/list',
          body: request,
          answered: (body) => {
            const { data } = body as FileListResponse;
            return data.pageNow === page && data.fileList.length === PAGE_SIZE;
          },
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

/** A folder with FILE_COUNT file rows (sharing one blob row), created in one statement and analyzed. */
async function fillFolder(server: ServerProcess): Promise<string> {
  const files = await userFiles(server.db, server.storageDir, server.user.id);
  const folder = await files.folder('bench_100k');
  const blob = await server.db
    .insertInto('blobs')
    .values({ sha256: 'b'.repeat(64), size: 1000, storage_key: 'bench-list-rows', refs: FILE_COUNT })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into files (owner_id, scope, parent_uuid, name, type, size, blob_id, is_folder, created_date, modified_date)
    select ${server.user.id}, 'private', ${folder.uuid}, 'sample_' || lpad(i::text, 6, '0') || '.fastq.gz', 'fastq',
           1000 + i, ${blob.id}, false, now() - i * interval '1 second', now() - i * interval '1 second'
    from generate_series(1, ${FILE_COUNT}) as i`.execute(server.db);
  await sql`analyze files`.execute(server.db);
  return folder.uuid;
}

/** The SQL the files service runs for this list request, recorded as it runs it. */
function capturedStatements(
  server: ServerProcess,
  request: { fileUuid: string; pageNum: number; pageSize: number },
): Promise<CompiledQuery[]> {
  return recordStatements(server, async (logged, take) => {
    const user = await logged
      .selectFrom('users')
      .select(['id', 'role', 'region'])
      .where('id', '=', server.user.id)
      .executeTakeFirstOrThrow();
    take();
    await createFilesService(createFilesData(logged)).list(callerOf(user), fileListRequestSchema.parse(request), 'en');
    return take();
  });
}
