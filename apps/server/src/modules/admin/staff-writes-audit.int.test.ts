/**
 * Issue 32 item 8: every staff or admin write route (declared `config.roles`, found through the app's own route
 * table) leaves exactly one audit row when it succeeds and none when it fails. A new staff write route fails this
 * test until it is given its requests below.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ADMIN_PATH,
  PACKAGE_ORDERS_PATH,
  STAFF_BEANS_PATH,
  STAFF_INVITATION_PATH,
  STAFF_PACKAGE_LEVELS_PATH,
  STAFF_PACKAGE_ORDERS_PATH,
  STAFF_PROMOTIONS_PATH,
  SUGGESTION_PATH,
} from '@biocloud/contracts';
import { createUser } from '../../../test/factories';
import { loggedIn } from '../../../test/file-api';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { startSmtpCatcher } from '../mail/test-support/smtp-catcher';
import { staffClient, type Client } from '../projects/test-support/project-clients';
import { insertTask } from './test-support/task-row';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let staff: Client;
const unknown = '00000000-0000-4000-8000-000000000000';

const auditCount = async (action?: string) => {
  let query = server.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n'));
  if (action) query = query.where('action', '=', action);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ SMTP_URL: smtp.url });
  staff = await staffClient(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const promotion = {
  type: 'audit',
  titleZh: '标题',
  titleEn: 'Title',
  actionZh: '看看',
  actionEn: 'Look',
  activeFrom: new Date(Date.now() - 60_000).toISOString(),
};
const newUserId = async () => (await createUser(server.db)).id;
const newSuggestion = async () => {
  const owner = await createUser(server.db);
  const row = await server.db
    .insertInto('suggestions')
    .values({ user_id: owner.id, type: 'bug', title: 'It breaks', description: 'Details' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};
const newTask = async (status: 'wait' | 'success') => insertTask(server.db, (await createUser(server.db)).id, status);
const newInvitation = async () =>
  (await staff.post<{ id: string }>(STAFF_INVITATION_PATH, { email: 'invitee@example.com' })).body.id;
const newPromotion = async () => (await staff.post<{ id: string }>(STAFF_PROMOTIONS_PATH, promotion)).body.id;

/** A customer's bank-transfer order, waiting for staff to confirm the payment. */
const newBankOrder = async () => {
  const customer = await loggedIn(server);
  return (await customer.post<{ orderNo: string }>(PACKAGE_ORDERS_PATH, { levelCode: 'basic', method: 'bank' })).body
    .orderNo;
};
const basicLevel = {
  nameZh: '基础版',
  nameEn: 'Basic',
  storageBytes: 500 * 1024 ** 3,
  concurrentJobs: 5,
  monthlyBeans: 2000,
  priceFen: 9900,
  periodDays: 30,
  active: true,
};

type Call = () => Promise<{ status: number }>;
const ADMIN_USER_ACTIONS: Record<string, string> = {
  lock: 'account.lock',
  unlock: 'account.unlock',
  'end-sessions': 'account.end-sessions',
  'reset-password': 'account.reset-link',
};
/** Per route: a request that succeeds and one that is refused after the role check. */
const WRITES: Record<string, { action: string; ok: Call; fail: Call }> = {
  [`POST ${STAFF_INVITATION_PATH}`]: {
    action: 'invitation.create',
    ok: () => staff.post(STAFF_INVITATION_PATH, {}),
    fail: () => staff.post(STAFF_INVITATION_PATH, { ttlDays: 999 }),
  },
  [`POST ${STAFF_INVITATION_PATH}/:id/revoke`]: {
    action: 'invitation.revoke',
    ok: async () => staff.post(`${STAFF_INVITATION_PATH}/${await newInvitation()}/revoke`, {}),
    fail: () => staff.post(`${STAFF_INVITATION_PATH}/${unknown}/revoke`, {}),
  },
  [`POST ${STAFF_INVITATION_PATH}/:id/mail`]: {
    action: 'invitation.mail',
    ok: async () => staff.post(`${STAFF_INVITATION_PATH}/${await newInvitation()}/mail`, {}),
    fail: () => staff.post(`${STAFF_INVITATION_PATH}/${unknown}/mail`, {}),
  },
  [`POST ${STAFF_PROMOTIONS_PATH}`]: {
    action: 'promotion.create',
    ok: () => staff.post(STAFF_PROMOTIONS_PATH, promotion),
    fail: () => staff.post(STAFF_PROMOTIONS_PATH, { ...promotion, titleEn: '' }),
  },
  [`PUT ${STAFF_PROMOTIONS_PATH}/:id`]: {
    action: 'promotion.update',
    ok: async () => staff.put(`${STAFF_PROMOTIONS_PATH}/${await newPromotion()}`, promotion),
    fail: () => staff.put(`${STAFF_PROMOTIONS_PATH}/${unknown}`, promotion),
  },
  [`POST ${STAFF_PROMOTIONS_PATH}/:id/end`]: {
    action: 'promotion.end',
    ok: async () => staff.post(`${STAFF_PROMOTIONS_PATH}/${await newPromotion()}/end`, {}),
    fail: () => staff.post(`${STAFF_PROMOTIONS_PATH}/${unknown}/end`, {}),
  },
  [`POST ${SUGGESTION_PATH}/:id/answer`]: {
    action: 'suggestion.answer',
    ok: async () => staff.post(`${SUGGESTION_PATH}/${await newSuggestion()}/answer`, { answer: 'Fixed' }),
    fail: () => staff.post(`${SUGGESTION_PATH}/${unknown}/answer`, { answer: 'Fixed' }),
  },
  [`POST ${ADMIN_PATH}/users`]: {
    action: 'account.create',
    ok: () => staff.post(`${ADMIN_PATH}/users`, { username: `made_${Date.now()}` }),
    fail: () => staff.post(`${ADMIN_PATH}/users`, { username: staff.user.username }),
  },
  ...Object.fromEntries(
    ['lock', 'unlock', 'end-sessions', 'reset-password'].map((action) => [
      `POST ${ADMIN_PATH}/users/:id/${action}`,
      {
        action: ADMIN_USER_ACTIONS[action],
        ok: async () => staff.post(`${ADMIN_PATH}/users/${await newUserId()}/${action}`, {}),
        fail: () => staff.post(`${ADMIN_PATH}/users/${staff.user.id}/${action}`, {}),
      },
    ]),
  ),
  [`POST ${STAFF_BEANS_PATH}/users/:userId/adjust`]: {
    action: 'beans.adjust',
    ok: async () =>
      staff.post(`${STAFF_BEANS_PATH}/users/${await newUserId()}/adjust`, { amount: 5, reason: 'goodwill' }),
    // Taking beans the wallet does not have is refused.
    fail: async () =>
      staff.post(`${STAFF_BEANS_PATH}/users/${await newUserId()}/adjust`, { amount: -5, reason: 'fix' }),
  },
  [`PUT ${STAFF_BEANS_PATH}/prices/:toolId`]: {
    action: 'beans.price',
    ok: () => staff.put(`${STAFF_BEANS_PATH}/prices/fasttree`, { beans: 2, beansAccepted: true }),
    fail: () => staff.put(`${STAFF_BEANS_PATH}/prices/no-such-tool`, { beans: 2, beansAccepted: true }),
  },
  [`PUT ${STAFF_PACKAGE_LEVELS_PATH}/:code`]: {
    action: 'package.level.update',
    ok: () => staff.put(`${STAFF_PACKAGE_LEVELS_PATH}/basic`, basicLevel),
    fail: () => staff.put(`${STAFF_PACKAGE_LEVELS_PATH}/no-such-level`, basicLevel),
  },
  [`POST ${STAFF_PACKAGE_ORDERS_PATH}/:orderNo/confirm`]: {
    action: 'package.order.confirm',
    ok: async () => staff.post(`${STAFF_PACKAGE_ORDERS_PATH}/${await newBankOrder()}/confirm`, {}),
    fail: () => staff.post(`${STAFF_PACKAGE_ORDERS_PATH}/NO-SUCH-ORDER/confirm`, {}),
  },
  [`POST ${ADMIN_PATH}/jobs/:id/cancel`]: {
    action: 'job.cancel',
    ok: async () => staff.post(`${ADMIN_PATH}/jobs/${await newTask('wait')}/cancel`, { reason: 'maintenance' }),
    fail: async () => staff.post(`${ADMIN_PATH}/jobs/${await newTask('success')}/cancel`, { reason: 'maintenance' }),
  },
};

it('knows every staff write route of the app', () => {
  const writes = server.app.roleRoutes
    .filter((r) => !['GET', 'HEAD'].includes(r.method))
    .map((r) => `${r.method} ${r.url}`);
  expect(writes.length).toBeGreaterThan(10);
  expect([...writes].sort()).toEqual(Object.keys(WRITES).sort());
});

it.each(Object.keys(WRITES))('%s: one audit row when it succeeds, none when it fails', async (route) => {
  const { action, ok, fail } = WRITES[route]!;
  const before = await auditCount(action);
  const done = await ok();
  expect(done.status, JSON.stringify(done)).toBe(200);
  expect(await auditCount(action)).toBe(before + 1);

  const all = await auditCount();
  const refused = await fail();
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect(await auditCount()).toBe(all);
});
