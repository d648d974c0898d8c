/** The demo data of projects: a staff account and the demo customer's project with its first stages, once. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../db/database';
import { DEMO_STAFF_USERNAME, DEMO_PROJECT_NAME } from '../../seed/demo-project';
import { DEMO_USERNAME, seedAll } from '../../seed/seed';
import { createTestDatabase } from '../../../test/test-server';

let db: Database;
beforeAll(async () => {
  db = createDatabase(await createTestDatabase(), 2).db;
});
afterAll(() => db.destroy());

it('seeds the staff account and one demo project with a few stages, and again changes nothing', async () => {
  for (let run = 0; run < 2; run++) await seedAll(db, { productName: 'BioCloud', demo: true });
  const staff = await db.selectFrom('users').select('role').where('username', '=', DEMO_STAFF_USERNAME).execute();
  expect(staff).toEqual([{ role: 'staff' }]);
  const projects = await db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.owner_id')
    .select(['projects.id', 'projects.name', 'projects.status', 'users.username'])
    .execute();
  expect(projects).toEqual([
    expect.objectContaining({ name: DEMO_PROJECT_NAME, status: 'inProgress', username: DEMO_USERNAME }),
  ]);
  const stages = await db.selectFrom('project_stages').select('stage_key').orderBy('id').execute();
  expect(stages.map((s) => s.stage_key)).toEqual(['sampleReceived', 'sampleQc', 'libraryConstruction']);
});
