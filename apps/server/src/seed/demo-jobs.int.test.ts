/** The demo project's first jobs: started once, through the real submit path, and never again once it had jobs. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { DEMO_JOBS, startDemoJobs } from './demo-jobs';
import { DEMO_PROJECT_NAME } from './demo-project';
import { DEMO_USERNAME, seedAll } from './seed';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedAll(server.db, { productName: 'BioCloud', demo: true });
});
afterAll(() => server.close());

it('starts an app run and a tool run in the demo project once, queued for the engine', async () => {
  const { db, services } = server;
  expect(await startDemoJobs(db, services, DEMO_USERNAME)).toEqual(DEMO_JOBS.map((job) => job.jobName));
  const project = await db
    .selectFrom('projects')
    .select('id')
    .where('name', '=', DEMO_PROJECT_NAME)
    .executeTakeFirstOrThrow();
  const app = await db
    .selectFrom('workflows')
    .select(['job_name', 'project_base_id'])
    .where('project_base_id', '=', project.id)
    .execute();
  expect(app.map((row) => row.job_name)).toEqual(['demo_phylogeny']);
  const tool = await db
    .selectFrom('tasks')
    .select('status')
    .where('project_base_id', '=', project.id)
    .where('job_name', '=', 'demo_fastp_qc')
    .execute();
  expect(tool.map((row) => row.status)).toEqual(['wait']);

  // A later start (or a customer who deleted them) gets no second set.
  expect(await startDemoJobs(db, services, DEMO_USERNAME)).toEqual([]);
  const jobs = await db.selectFrom('workflows').select('id').where('project_base_id', '=', project.id).execute();
  expect(jobs).toHaveLength(1);
});

it('starts nothing for an account without the demo project', async () => {
  expect(await startDemoJobs(server.db, server.services, 'nobody_here')).toEqual([]);
});
