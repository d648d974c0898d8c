import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { customerSamplesListSchema, errorResponseSchema, type CustomerSamples } from '@biocloud/contracts';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { sampleCaller, type SampleCaller } from '../sample-access';

/** Every customer with samples and their samples counted by state, for staff; most samples first. */
async function customerList(db: Kysely<DB>, caller: SampleCaller): Promise<CustomerSamples[]> {
  if (!caller.isStaff) throw new AppError('STAFF_ONLY', 400);
  const rows = await db
    .selectFrom('samples')
    .innerJoin('users', 'users.id', 'samples.owner_id')
    .select([
      'users.id',
      'users.username',
      'users.real_name',
      'users.company',
      'samples.status',
      (eb) => eb.fn.countAll<number>().as('count'),
      (eb) => eb.fn.max('samples.created_at').as('last'),
    ])
    .groupBy(['users.id', 'samples.status'])
    .execute();
  const byUser = new Map<string, CustomerSamples>();
  for (const row of rows) {
    const customer = byUser.get(row.id) ?? {
      userId: row.id,
      username: row.username,
      realName: row.real_name ?? '',
      company: row.company ?? '',
      total: 0,
      counts: {},
      lastCreateTime: new Date(0).toISOString(),
    };
    const count = Number(row.count);
    customer.counts[row.status] = count;
    customer.total += count;
    const last = new Date(row.last).toISOString();
    if (last > customer.lastCreateTime) customer.lastCreateTime = last;
    byUser.set(row.id, customer);
  }
  return [...byUser.values()].sort((a, b) => b.total - a.total || a.username.localeCompare(b.username));
}

export function createCustomerListService(deps: { db: Kysely<DB> }) {
  return { list: (caller: SampleCaller) => customerList(deps.db, caller) };
}
export type CustomerListService = ReturnType<typeof createCustomerListService>;

/** GET customerList: staff only (others are told so: the page shows the refusal). */
export function customerListRoutes(deps: { customers: CustomerListService }) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/v1/samples/customerList',
      {
        schema: {
          tags: ['samples'],
          response: { 200: customerSamplesListSchema, 400: errorResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => deps.customers.list(sampleCaller(request)),
    );
  };
}
