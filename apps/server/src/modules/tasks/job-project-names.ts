import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

interface ProjectJob {
  project_base_id: string | null;
}

/** A job's project name; undefined outside projects. */
export type ProjectNameOf = (job: ProjectJob) => string | undefined;

/**
 * The names of the projects a page of jobs (tasks or workflows) ran in, by project id: the job lists and pages show
 * the project's name with its link, not its id. One query per page; jobs outside projects ask nothing.
 */
export async function jobProjectNames(db: Kysely<DB>, jobs: readonly ProjectJob[]): Promise<ProjectNameOf> {
  const ids = [...new Set(jobs.flatMap((job) => (job.project_base_id ? [job.project_base_id] : [])))];
  const rows =
    ids.length === 0 ? [] : await db.selectFrom('projects').select(['id', 'name']).where('id', 'in', ids).execute();
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return (job) => (job.project_base_id ? names.get(job.project_base_id) : undefined);
}
