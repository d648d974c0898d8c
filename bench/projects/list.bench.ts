import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import {
  PAGE_SIZES,
  projectJobsQuerySchema,
  type ProjectJobsResponse,
  type ReportListResponse,
} from '@biocloud/contracts';
import { loadConfig } from '@biocloud/server/src/config';
import { createLogger } from '@biocloud/server/src/logger';
import { DEMO_PROJECT_NAME } from '@biocloud/server/src/seed/demo-project';
import { catalogFor } from '@biocloud/server/src/modules/catalog/catalog-cache';
import { readTextFiles } from '@biocloud/server/src/modules/content/text-files';
import { createFilesData } from '@biocloud/server/src/modules/files/files-data';
import { createTaskHooks } from '@biocloud/server/src/modules/tasks/task-hooks';
import { createTaskWrites } from '@biocloud/server/src/modules/tasks/task-writes';
import { createTasksRepository } from '@biocloud/server/src/modules/tasks/tasks.repository';
import { createTasksService } from '@biocloud/server/src/modules/tasks/tasks.service';
import type { ProjectCaller } from '@biocloud/server/src/modules/projects/project-access';
import { createProjectJobsService } from '@biocloud/server/src/modules/projects/project-jobs.service';
import { createProjectsService } from '@biocloud/server/src/modules/projects/projects.service';
import { createReportsRepository } from '@biocloud/server/src/modules/projects/reports.repository';
import { createWorkflowActions, transactActions } from '@biocloud/server/src/modules/workflows/workflow-actions';
import { createWorkflowRunner } from '@biocloud/server/src/modules/workflows/workflow-runner';
import { createWorkflowTabs } from '@biocloud/server/src/modules/workflows/workflow-tabs';
import { createWorkflowsService } from '@biocloud/server/src/modules/workflows/workflows.service';
import { createLocalBlobStore } from '@biocloud/server/src/storage/local-blob-store';
import { benchSeconds, formatOutcome, type BenchResult } from '../harness';
import { saveRun } from '../support/save-run';
import { withServerProcess, type ServerProcess } from '../support/server-process';
import { judgeApiAgainstReplay, recordStatements } from '../support/sql-replay';

const JOB_COUNT = 10_000;
/** The first page and the last (the deepest offset). */
const PAGES = [1, Math.ceil(JOB_COUNT / PAGE_SIZES.projectJobs)];
const CALLS_PER_SECOND = 40;
const WARMUP_CALLS = 20;
const TARGET = { better: 'lower', ratio: 2, allowance: 2 } as const;

/*
 * The project job list (compute jobs) and report list of a project holding 10,000 finished app runs, each with its
 * report (rows inserted with a few SQL statements; the reports come from the projects migration's trigger), pages
 * 1 and the last, against the very SQL statements each call runs (captured from the project services themselves)
 * replayed over a pooled PostgreSQL connection: the reference is the database's own share of the call.
 */
export async function benchProjectLists(seconds: number): Promise<BenchResult[]> {
  return withServerProcess('biocloud-bench-projects-', async (server) => {
    const projectId = await fillProject(server);
    const results: BenchResult[] = [];
    for (const page of PAGES) {
      const jobsUrl = `/api/v1/projects/${projectId}/jobs?jobType=compute&currentPage=${page - 1}`;
      const reportsUrl = `/api/v1/projects/${projectId}/reports?flag=report&currentPage=${page - 1}`;
      const captured = await captureStatements(server, projectId, page - 1);
      for (const [what, url, statements, rows] of [
        ['project jobs', jobsUrl, captured.jobs, (b: unknown) => (b as ProjectJobsResponse).list.length],
        [
          'project reports',
          reportsUrl,
          captured.reports,
          (b: unknown) => (b as ReportListResponse).data.content.length,
        ],
      ] as const) {
        results.push(
          await judgeApiAgainstReplay({
            server,
            name: `${what} page ${page.toLocaleString('en')} of a project of ${JOB_COUNT.toLocaleString('en')} app runs`,
            url,
            callLabel: `GET ${url.split('?')[0]!.replace(projectId, ':id')}`,
            answered: (body) => rows(body) > 0,
            statements,
            calls: seconds * CALLS_PER_SECOND,
            warmup: WARMUP_CALLS,
            target: TARGET,
          }),
        );
      }
    }
    return results;
  });
}

/** The demo project, filled with JOB_COUNT finished workflows, each with a report file in the project's data. */
async function fillProject(server: ServerProcess): Promise<string> {
  const project = await server.db
    .selectFrom('projects')
    .select(['id', 'root_file_uuid'])
    .where('owner_id', '=', server.user.id)
    .where('name', '=', DEMO_PROJECT_NAME)
    .executeTakeFirstOrThrow();
  const blob = await server.db
    .insertInto('blobs')
    .values({ sha256: 'c'.repeat(64), size: 100, storage_key: 'bench-project-reports', refs: JOB_COUNT })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    with runs as (
      select i, gen_random_uuid() as workflow_id, gen_random_uuid() as file_uuid
      from generate_series(1, ${JOB_COUNT}) as i
    ),
    report_files as (
      insert into files (uuid, owner_id, scope, project_id, parent_uuid, name, type, size, blob_id, is_folder)
      select file_uuid, ${server.user.id}, 'project', ${project.id}, ${project.root_file_uuid},
             'report_' || lpad(i::text, 6, '0') || '.html', 'html', 100, ${blob.id}, false
      from runs
      returning uuid
    )
    insert into workflows (id, user_id, job_name, soft_id, app_id, type_name, status, params, inputs, create_time,
                           end_time, project_base_id, report_step, report_output, report_file_uuid)
    select workflow_id, ${server.user.id}, 'run_' || i, '2001', 'germline-variants', 'medicineApp', 'FINISH', '{}',
           '{}', now() - i * interval '1 minute', now() - i * interval '1 minute' + interval '30 seconds',
           ${project.id}, 'report', 'html', file_uuid
    from runs
    where exists (select 1 from report_files)`.execute(server.db);
  await sql`analyze`.execute(server.db);
  return project.id;
}

/** The SQL the project services run for these pages, recorded as they run it. */
function captureStatements(server: ServerProcess, projectId: string, currentPage: number) {
  return recordStatements(server, async (logged, take) => {
    const config = loadConfig({ DATABASE_URL: server.dbUrl, STORAGE_DIR: server.storageDir });
    const catalog = await catalogFor(config.CATALOG_DIR);
    const store = await createLocalBlobStore(server.storageDir);
    const files = createFilesData(logged);
    const texts = readTextFiles();
    const projects = createProjectsService({ db: logged });
    const workflows = createWorkflowsService({ db: logged, catalog });
    // The lists run no task change; the writes are only needed to build the services.
    const hooks = createTaskHooks();
    const taskWrites = createTaskWrites(hooks);
    const runner = createWorkflowRunner({ changeTask: taskWrites.change, hooks });
    const jobs = createProjectJobsService({
      db: logged,
      catalog,
      projects,
      workflows,
      workflowActions: createWorkflowActions({
        transact: transactActions(logged, { changeTask: taskWrites.change, runner }),
        store,
        logger: createLogger({ LOG_LEVEL: 'silent' }),
      }),
      workflowTabs: createWorkflowTabs({ db: logged, catalog, files, store, texts, owned: workflows.owned }),
      tasks: createTasksService({
        tasksRepo: createTasksRepository(logged),
        transact: taskWrites.transact(logged),
        catalog,
        files,
        texts,
        limits: { userConcurrency: 2, maxRunning: 0 },
      }),
    });
    const caller: ProjectCaller = { id: server.user.id, isAdmin: false, region: 'CN', isStaff: false, name: 'demo' };
    take();
    await jobs.list(caller, projectId, projectJobsQuerySchema.parse({ jobType: 'compute', currentPage }), 'en');
    const jobStatements = take();
    // The report list's SQL: the visibility check, then its page (the service maps the rows in memory).
    await projects.visible(caller, projectId);
    await createReportsRepository(logged).page(
      projectId,
      'report',
      PAGE_SIZES.projectReports,
      currentPage * PAGE_SIZES.projectReports,
    );
    return { jobs: jobStatements, reports: take() };
  });
}

// Runnable alone: `npx tsx bench/projects/list.bench.ts` (bench/run-all.ts runs the registered benches).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seconds = benchSeconds();
  const outcomes = await benchProjectLists(seconds);
  for (const outcome of outcomes) console.log(`${formatOutcome(outcome)}\n`);
  saveRun(outcomes, seconds);
}
