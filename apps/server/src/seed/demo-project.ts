import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { createProjectsRepository } from '../modules/projects/projects.repository';
import { seedStaffAccount, type SeededStaffAccount, type StaffAccountSpec } from './staff-accounts';

/** A staff account (who runs the sequencing service's projects), seeded with the demo data only. */
export const DEMO_STAFF_USERNAME = 'staff';
const DEMO_STAFF: StaffAccountSpec = {
  row: {
    username: DEMO_STAFF_USERNAME,
    email: 'staff@example.com',
    real_name: 'Demo Staff',
    role: 'staff',
    company: 'Demo Sequencing Service',
    region: 'CN',
    store_tags: 'local',
  },
  retiredPassword: 'staff123456',
};
export const DEMO_PROJECT_NAME = 'Demo resequencing';

/** The first service stages of the demo project, as staff would have recorded them. */
const DEMO_STAGES = [
  { key: 'sampleReceived', daysAgo: 6, note: '12 DNA samples received in good condition.' },
  { key: 'sampleQc', daysAgo: 4, note: 'All samples passed QC (Qubit, agarose gel).' },
  { key: 'libraryConstruction', daysAgo: 2, note: 'PCR-free libraries, 350 bp inserts.' },
] as const;

/**
 * The staff account and, for the demo customer, one project with a few stages (each only once); answers the staff
 * account when this call gave it its password.
 */
export async function seedDemoProject(
  db: Database,
  customerUsername: string,
  staffPassword: string | undefined,
): Promise<SeededStaffAccount | undefined> {
  const { seeded, ...staff } = await seedStaffAccount(db, DEMO_STAFF, staffPassword);
  const customer = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', customerUsername)
    .executeTakeFirst();
  if (!customer) return seeded;
  const repo = createProjectsRepository(db);
  if (await repo.nameTaken(customer.id, DEMO_PROJECT_NAME)) return seeded;
  await db.transaction().execute(async (trx) => {
    const project = await createProjectsRepository(trx).insert({
      id: randomUUID(),
      name: DEMO_PROJECT_NAME,
      description: 'Whole-genome resequencing of 12 rice lines (demo data).',
      type: 'resequencing',
      ownerId: customer.id,
      staffId: staff.id,
      rootUuid: randomUUID(),
      docsUuid: randomUUID(),
    });
    await trx
      .insertInto('project_stages')
      .values(
        DEMO_STAGES.map((stage) => ({
          project_id: project.id,
          progress_type: 'service' as const,
          stage_key: stage.key,
          stage_time: new Date(Date.now() - stage.daysAgo * 24 * 60 * 60 * 1000),
          actor_id: staff.id,
          actor_name: 'Demo Staff',
          note: stage.note,
        })),
      )
      .execute();
    await createProjectsRepository(trx).setStatus(project.id, 'inProgress');
  });
  return seeded;
}
