import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Services } from '../compose';
import { callerOf } from '../modules/auth/caller';
import { DEMO_PROJECT_NAME } from './demo-project';

/**
 * What a newcomer finds in the demo project's job pages: one app run (a compute job with its steps, report and tree
 * figure) and one tool run (a task job with its QC report), started on the catalog's example data the first time the
 * project has no job at all. They are real runs through the submit path; the engine runs them like any other.
 */
export const DEMO_JOBS = [
  { kind: 'app', softwareId: '2002', jobName: 'demo_phylogeny' },
  { kind: 'tool', softwareId: '1006', jobName: 'demo_fastp_qc' },
] as const;

type DemoJobServices = Pick<Services, 'apps' | 'softwareSubmit'>;

/**
 * Starts the demo jobs when the demo customer's project has never had one (deleted ones count: jobs are soft-deleted,
 * so a customer who removed them does not get them back on the next start). Answers the names of the jobs started.
 */
export async function startDemoJobs(db: Kysely<DB>, services: DemoJobServices, username: string): Promise<string[]> {
  const project = await db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.owner_id')
    .select(['projects.id', 'users.id as userId', 'users.role', 'users.region'])
    .where('users.username', '=', username)
    .where('projects.name', '=', DEMO_PROJECT_NAME)
    .executeTakeFirst();
  if (!project) return [];
  const [tasks, workflows] = await Promise.all(
    (['tasks', 'workflows'] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('project_base_id', '=', project.id)
        .executeTakeFirstOrThrow(),
    ),
  );
  if (Number(tasks!.n) + Number(workflows!.n) > 0) return [];
  const caller = callerOf({ id: project.userId, role: project.role, region: project.region });
  const started: string[] = [];
  for (const job of DEMO_JOBS) {
    const start = job.kind === 'app' ? services.apps : services.softwareSubmit;
    await start.example(caller, 'en', job.softwareId, { jobName: job.jobName, projectBaseId: project.id });
    started.push(job.jobName);
  }
  return started;
}
