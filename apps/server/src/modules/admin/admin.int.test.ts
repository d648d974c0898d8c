/**
 * The staff console's API (issue 32): staff and admins may call it, customers get 403 on every route; users are
 * searched, locked (who then cannot log in), unlocked, given a reset link that works, and illegal actions change
 * nothing; the audit log filters and exports what was done; staff cancel a waiting job with a reason.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ADMIN_PATH,
  type AdminAuditList,
  type AdminCreatedUser,
  type AdminJobList,
  type AdminResetLink,
  type AdminSystem,
  type AdminUserDetail,
  type AdminUserList,
} from '@biocloud/contracts';
import { fileClient, loggedIn, makeAdmin } from '../../../test/file-api';
import { createUser, login } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { staffClient, type Client } from '../projects/test-support/project-clients';
import { insertTask } from './test-support/task-row';

let server: TestServer;
let staff: Client;
let admin: Client;
let customer: Client;

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  const adminUser = await createUser(server.db);
  await makeAdmin(server.db, adminUser);
  admin = await loggedIn(server, adminUser);
  customer = await loggedIn(server);
});
afterAll(() => server.close());

const lockedOf = async (id: string) =>
  (await server.db.selectFrom('users').select('locked').where('id', '=', id).executeTakeFirstOrThrow()).locked;

it('answers staff and admins, and refuses customers on every console route', async () => {
  const routes = server.app.roleRoutes.filter((r) => r.url.startsWith(ADMIN_PATH) && r.method !== 'HEAD');
  expect(routes.length).toBeGreaterThanOrEqual(11);
  for (const client of [staff, admin]) {
    expect((await client.get(`${ADMIN_PATH}/users`)).status).toBe(200);
    expect((await client.get(`${ADMIN_PATH}/audit`)).status).toBe(200);
  }
  const before = await lockedOf(staff.user.id);
  for (const route of routes) {
    const url = route.url.replace(':id', staff.user.id);
    const answer = route.method === 'GET' ? await customer.get(url) : await customer.post(url, { reason: 'x' });
    expect([route.url, answer.status, answer.body.code]).toEqual([route.url, 403, 'STAFF_ONLY']);
  }
  expect(await lockedOf(staff.user.id)).toBe(before);
});

it('searches users by a part of name, e-mail, phone or company, paged', async () => {
  const user = await createUser(server.db);
  await server.db
    .updateTable('users')
    .set({ real_name: 'Zhang Wei', phone: '+8613900001234', company: 'Helix Genomics Ltd' })
    .where('id', '=', user.id)
    .execute();
  for (const q of ['zhang', 'HELIX genom', '1390000', user.username.slice(5), `${user.username}@example`]) {
    const found = await staff.get<AdminUserList>(`${ADMIN_PATH}/users?q=${encodeURIComponent(q)}`);
    expect(
      found.body.list.map((u) => u.id),
      q,
    ).toEqual([user.id]);
  }
  expect((await staff.get<AdminUserList>(`${ADMIN_PATH}/users?q=%25`)).body.total).toBe(0);
  const page = await staff.get<AdminUserList>(`${ADMIN_PATH}/users?pageSize=2&page=0`);
  expect(page.body.list).toHaveLength(2);
  expect(page.body.total).toBeGreaterThanOrEqual(4);
});

it('locks a user, who can no longer log in, and unlocks them; each write audited', async () => {
  const user = await createUser(server.db);
  const client = await loggedIn(server, user);
  const locked = await staff.post<{ endedSessions: number }>(`${ADMIN_PATH}/users/${user.id}/lock`, {});
  expect([locked.status, locked.body.endedSessions]).toEqual([200, 1]);
  expect((await client.get('/api/v1/user/getCurrentUser')).status).toBe(401);
  expect((await login(server.baseUrl, user)).token).toBeFalsy();

  const detail = await staff.get<AdminUserDetail>(`${ADMIN_PATH}/users/${user.id}`);
  expect([detail.body.user.locked, detail.body.sessions]).toEqual([true, 0]);

  expect((await staff.post(`${ADMIN_PATH}/users/${user.id}/unlock`, {})).status).toBe(200);
  expect((await login(server.baseUrl, user)).token).toBeTruthy();
  const audit = await staff.get<AdminAuditList>(
    `${ADMIN_PATH}/audit?resource=account&actor=${encodeURIComponent(staff.user.username)}`,
  );
  expect(audit.body.list.filter((r) => r.detail.userId === user.id).map((r) => r.action)).toEqual([
    'account.unlock',
    'account.lock',
  ]);
});

it('refuses illegal actions with a localized error and changes nothing', async () => {
  const auditRows = async () => (await server.db.selectFrom('audit_log').select('id').execute()).length;
  const rows = await auditRows();
  const self = await staff.post<{ code: string; message: string }>(`${ADMIN_PATH}/users/${staff.user.id}/lock`, {});
  expect([self.status, self.body.code]).toEqual([409, 'ADMIN_NOT_ON_SELF']);
  expect(self.body.message).toBe('You cannot do this to your own account');
  expect(await lockedOf(staff.user.id)).toBe(false);
  const unknown = await staff.post<{ code: string }>(
    `${ADMIN_PATH}/users/00000000-0000-4000-8000-000000000000/lock`,
    {},
  );
  expect([unknown.status, unknown.body.code]).toEqual([404, 'ADMIN_USER_NOT_FOUND']);
  const taken = await staff.post<{ code: string }>(`${ADMIN_PATH}/users`, { username: customer.user.username });
  expect([taken.status, taken.body.code]).toEqual([409, 'USERNAME_TAKEN']);
  expect(await auditRows()).toBe(rows);
});

it('creates an account whose owner sets a password through the handed-over link (no mail configured)', async () => {
  const made = await staff.post<AdminCreatedUser>(`${ADMIN_PATH}/users`, {
    username: 'lab_newcomer',
    email: 'newcomer@example.com',
    company: 'Helix',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  expect(made.body.mailed).toBe(false);
  const querystring = decodeURIComponent(made.body.link!.split('/user/forget/reset/')[1]!);
  const anonymous = fileClient(server.baseUrl, '');
  const set = await anonymous.post('/api/v1/account/password-reset', {
    querystring,
    userId: made.body.id,
    password: 'fresh-pass-123',
    rePassword: 'fresh-pass-123',
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  expect((await login(server.baseUrl, { username: 'lab_newcomer', password: 'fresh-pass-123' })).token).toBeTruthy();

  const reset = await staff.post<AdminResetLink>(`${ADMIN_PATH}/users/${made.body.id}/reset-password`, {});
  expect(reset.body).toMatchObject({ mailed: false });
  expect(reset.body.link).toContain('/user/forget/reset/');
});

it('filters the audit log by action and time, and exports it as CSV', async () => {
  const since = new Date(Date.now() - 60_000).toISOString();
  const user = await createUser(server.db);
  await admin.post(`${ADMIN_PATH}/users/${user.id}/end-sessions`, {});
  const list = await staff.get<AdminAuditList>(
    `${ADMIN_PATH}/audit?action=account.end-sessions&from=${encodeURIComponent(since)}`,
  );
  expect(list.body.list.map((r) => [r.actor, r.resource, r.detail.userId])).toEqual([
    [admin.user.username, 'account', user.id],
  ]);
  const future = new Date(Date.now() + 3_600_000).toISOString();
  expect((await staff.get<AdminAuditList>(`${ADMIN_PATH}/audit?from=${encodeURIComponent(future)}`)).body.total).toBe(
    0,
  );
  expect((await staff.get<AdminAuditList>(`${ADMIN_PATH}/audit?actor=nobody_at_all`)).body.total).toBe(0);

  const res = await fetch(`${server.baseUrl}${ADMIN_PATH}/audit.csv?action=account.end-sessions`, {
    headers: { token: staff.token },
  });
  expect(res.headers.get('content-type')).toContain('text/csv');
  const lines = (await res.text()).trim().split('\r\n');
  expect(lines[0]).toBe('id,at,actor_id,actor,resource,action,ip,detail');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`"${admin.user.username}","account","account.end-sessions"`);
  expect((await fetch(`${server.baseUrl}${ADMIN_PATH}/audit.csv`, { headers: { token: customer.token } })).status).toBe(
    403,
  );
});

it('cancels a waiting job with a reason; the owner gets a message; a second cancel is refused', async () => {
  const task = { id: await insertTask(server.db, customer.user.id, 'wait', 'big-assembly') };
  const jobs = await staff.get<AdminJobList>(`${ADMIN_PATH}/jobs`);
  expect(jobs.body.list.map((j) => [j.id, j.username])).toContainEqual([task.id, customer.user.username]);
  expect((await staff.get<AdminSystem>(`${ADMIN_PATH}/system`)).body.jobs).toContainEqual({
    executor: null,
    status: 'wait',
    count: 1,
  });

  const cancelled = await staff.post(`${ADMIN_PATH}/jobs/${task.id}/cancel`, { reason: 'disk maintenance' });
  expect(cancelled.status).toBe(200);
  const row = await server.db.selectFrom('tasks').select('status').where('id', '=', task.id).executeTakeFirstOrThrow();
  expect(row.status).toBe('killed');
  const messages = await server.db
    .selectFrom('messages')
    .select(['kind', 'params'])
    .where('user_id', '=', customer.user.id)
    .execute();
  expect(messages).toContainEqual({
    kind: 'taskJobCancelled',
    params: { jobName: 'big-assembly', reason: 'disk maintenance' },
  });
  const again = await staff.post<{ code: string }>(`${ADMIN_PATH}/jobs/${task.id}/cancel`, { reason: 'again' });
  expect([again.status, again.body.code]).toEqual([409, 'ADMIN_JOB_NOT_ACTIVE']);
  expect((await staff.get<AdminJobList>(`${ADMIN_PATH}/jobs`)).body.list.map((j) => j.id)).not.toContain(task.id);
});
