/**
 * The sign-up policies (issue 27 item 1) through the API: `open` (a captcha, no code: the default without a channel),
 * `closed`, `invite` (a single-use, expiring, optionally address-bound link made by staff or, within a cap, by a
 * customer); the providers answer tells the pages which one is in force.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_PATH,
  STAFF_INVITATION_PATH,
  type AccountProviders,
  type Invitation,
  type InvitationCheck,
  type InvitationList,
  type OwnInvitations,
} from '@biocloud/contracts';
import { fileClient, loggedIn, type FileClient } from '../../../../test/file-api';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { captchaProof } from '../codes/test-support/captcha-proof';

let stamp = 0;
const newEmail = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${stamp++}@example.com`;

async function register(server: TestServer, body: Record<string, unknown>) {
  const res = await fetch(`${server.baseUrl}/api/v1/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en' },
    body: JSON.stringify({
      channel: 'email',
      email: newEmail('new'),
      password: 'secret-123',
      rePassword: 'secret-123',
      realName: 'Han Meimei',
      company: 'Acme Genomics',
      agreement: true,
      ...body,
    }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; username?: string; details?: unknown } };
}

const providers = async (server: TestServer) =>
  (await (await fetch(`${server.baseUrl}/api/v1/account/providers`)).json()) as AccountProviders;

async function staffOf(server: TestServer): Promise<FileClient & { user: { id: string } }> {
  const client = await loggedIn(server);
  await server.db.updateTable('users').set({ role: 'staff' }).where('id', '=', client.user.id).execute();
  return client;
}

describe('open (the default without e-mail or SMS)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CAPTCHA_BITS: '4' });
  });
  afterAll(() => server.close());

  it('is the policy in force, and takes a captcha instead of a code; the e-mail stays unverified', async () => {
    expect(await providers(server)).toMatchObject({ email: false, sms: false, signup: 'open' });
    const email = newEmail('open');
    expect((await register(server, { email })).body.code).toBe('CAPTCHA_REQUIRED');
    expect(
      await server.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
    ).toBeUndefined();

    const proof = await captchaProof(server.baseUrl);
    const done = await register(server, { email, proof });
    expect(done).toEqual({ status: 200, body: { ok: true, username: email } });
    const row = await server.db
      .selectFrom('users')
      .select(['email_checked', 'phone'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email_checked: false, phone: null });
    // The same proof does not buy a second account.
    expect((await register(server, { proof })).body.code).toBe('CAPTCHA_USED');
    const login = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'secret-123' }),
    });
    expect(login.status).toBe(200);
  });

  it('lets a customer hand out an invitation link that records them as the inviter', async () => {
    const alice = await loggedIn(server);
    const made = await alice.post<Invitation>(INVITATION_PATH, {});
    expect(made.status).toBe(200);
    const email = newEmail('friend');
    const done = await register(server, {
      email,
      invitation: made.body.token,
      proof: await captchaProof(server.baseUrl),
    });
    expect(done.status).toBe(200);
    const row = await server.db
      .selectFrom('users')
      .select(['id', 'invited_by'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.invited_by).toBe(alice.user.id);
  });
});

describe('closed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGNUP_POLICY: 'closed', CAPTCHA_BITS: '4' });
  });
  afterAll(() => server.close());

  it('refuses every registration and every invitation', async () => {
    expect((await providers(server)).signup).toBe('closed');
    const refused = await register(server, { proof: await captchaProof(server.baseUrl) });
    expect([refused.status, refused.body.code]).toEqual([403, 'SIGNUP_CLOSED']);
    const staff = await staffOf(server);
    const made = await staff.post(STAFF_INVITATION_PATH, {});
    expect([made.status, made.body.code]).toEqual([403, 'INVITATIONS_OFF']);
    expect(await server.db.selectFrom('invitations').select('id').execute()).toEqual([]);
  });
});

describe('invite', () => {
  let server: TestServer;
  let staff: FileClient & { user: { id: string } };
  beforeAll(async () => {
    server = await startTestServer({ SIGNUP_POLICY: 'invite', INVITATIONS_PER_CUSTOMER: '2' });
    staff = await staffOf(server);
  });
  afterAll(() => server.close());

  const invite = async (body: Record<string, unknown> = {}) => {
    const made = await staff.post<Invitation>(STAFF_INVITATION_PATH, body);
    expect(made.status).toBe(200);
    return made.body;
  };
  const check = async (token: string) =>
    (await (
      await fetch(`${server.baseUrl}/api/v1/account/invitation?token=${encodeURIComponent(token)}`)
    ).json()) as InvitationCheck;

  it('refuses the staff routes without a login (401) and to customers (403), before anything is written', async () => {
    const anonymous = fileClient(server.baseUrl, 'no-such-token');
    expect((await anonymous.get(STAFF_INVITATION_PATH)).status).toBe(401);
    expect((await anonymous.post(STAFF_INVITATION_PATH, {})).status).toBe(401);
    expect((await anonymous.post(INVITATION_PATH, {})).status).toBe(401);
    const customer = await loggedIn(server);
    const refused = await customer.post(STAFF_INVITATION_PATH, {});
    expect([refused.status, refused.body.code]).toEqual([403, 'STAFF_ONLY']);
    expect((await customer.get(STAFF_INVITATION_PATH)).body.code).toBe('STAFF_ONLY');
    expect(await server.db.selectFrom('invitations').select('id').execute()).toEqual([]);
  });

  it('needs an invitation; a staff link works once, records the inviter and an audit row', async () => {
    expect((await providers(server)).signup).toBe('invite');
    const without = await register(server, {});
    expect([without.status, without.body.code]).toEqual([403, 'INVITATION_REQUIRED']);
    const bogus = await register(server, { invitation: 'not-a-token' });
    expect(bogus.body.code).toBe('INVITATION_INVALID');

    const invitation = await invite({ ttlDays: 7 });
    expect(invitation.state).toBe('open');
    expect(await check(invitation.token)).toEqual({ state: 'open', email: null });
    const audit = await server.db
      .selectFrom('audit_log')
      .select(['user_id', 'detail'])
      .where('action', '=', 'invitation.create')
      .execute();
    expect(audit.map((row) => [row.user_id, row.detail.invitationId])).toContainEqual([staff.user.id, invitation.id]);

    const email = newEmail('invited');
    // No code and no captcha: the link is the proof.
    expect((await register(server, { email, invitation: invitation.token })).status).toBe(200);
    const user = await server.db
      .selectFrom('users')
      .select(['id', 'invited_by'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.invited_by).toBe(staff.user.id);
    const again = await register(server, { invitation: invitation.token });
    expect([again.status, again.body.code]).toEqual([410, 'INVITATION_USED']);
    expect(await check(invitation.token)).toMatchObject({ state: 'used' });
    const listed = await staff.get<InvitationList>(`${STAFF_INVITATION_PATH}?state=used`);
    expect(listed.body.list.find((i) => i.id === invitation.id)).toMatchObject({ state: 'used', usedBy: email });
  });

  it('binds a link to its address: another address is refused on the e-mail field and the link stays open', async () => {
    const bound = 'Bound.Person@Example.com';
    const invitation = await invite({ email: bound });
    expect(invitation.email).toBe(bound.toLowerCase());
    const other = await register(server, { email: newEmail('other'), invitation: invitation.token });
    expect(other.status).toBe(400);
    expect(other.body.details).toMatchObject({ fields: [{ field: 'email', code: 'INVITATION_EMAIL_MISMATCH' }] });
    expect(await check(invitation.token)).toEqual({ state: 'open', email: bound.toLowerCase() });
    expect((await register(server, { email: bound, invitation: invitation.token })).status).toBe(200);
  });

  it('refuses an expired link and a revoked one; revoking twice or a used one answers not open', async () => {
    const expired = await invite();
    await server.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expired.id)
      .execute();
    const late = await register(server, { invitation: expired.token });
    expect([late.status, late.body.code]).toEqual([410, 'INVITATION_EXPIRED']);

    const revoked = await invite();
    const answer = await staff.post<Invitation>(`${STAFF_INVITATION_PATH}/${revoked.id}/revoke`, {});
    expect(answer.body.state).toBe('revoked');
    expect((await register(server, { invitation: revoked.token })).body.code).toBe('INVITATION_REVOKED');
    const twice = await staff.post(`${STAFF_INVITATION_PATH}/${revoked.id}/revoke`, {});
    expect([twice.status, twice.body.code]).toEqual([409, 'INVITATION_NOT_OPEN']);
    const revokes = await server.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'invitation.revoke')
      .execute();
    expect(revokes.map((r) => r.detail.invitationId)).toEqual([revoked.id]);
  });

  it('lets one of two people using one link at once in, and refuses the other', async () => {
    const invitation = await invite();
    const [a, b] = await Promise.all([
      register(server, { email: newEmail('race_a'), invitation: invitation.token }),
      register(server, { email: newEmail('race_b'), invitation: invitation.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 410]);
    expect([a.body.code, b.body.code]).toContain('INVITATION_USED');
    const users = await server.db.selectFrom('users').select('id').where('email', 'like', 'race_%').execute();
    expect(users).toHaveLength(1);
  });

  it('caps a customer’s open invitations; revoking one frees a place; another’s cannot be revoked', async () => {
    const alice = await loggedIn(server);
    const bob = await loggedIn(server);
    const first = await alice.post<Invitation>(INVITATION_PATH, {});
    await alice.post<Invitation>(INVITATION_PATH, {});
    const third = await alice.post(INVITATION_PATH, {});
    expect([third.status, third.body.code]).toEqual([409, 'INVITATION_LIMIT']);
    expect((await alice.get<OwnInvitations>(INVITATION_PATH)).body).toMatchObject({ openLeft: 0 });
    const foreign = await bob.post(`${INVITATION_PATH}/${first.body.id}/revoke`, {});
    expect([foreign.status, foreign.body.code]).toEqual([404, 'INVITATION_NOT_FOUND']);
    expect((await alice.post(`${INVITATION_PATH}/${first.body.id}/revoke`, {})).status).toBe(200);
    expect((await alice.post(INVITATION_PATH, {})).status).toBe(200);
    // Staff see customers' invitations too.
    const all = await staff.get<InvitationList>(STAFF_INVITATION_PATH);
    expect(all.body.list.filter((i) => i.createdBy === alice.user.username)).toHaveLength(3);
  });

  it('cannot mail a link without SMTP', async () => {
    const made = await staff.post(STAFF_INVITATION_PATH, { email: 'x@example.com', mail: true });
    expect([made.status, made.body.code]).toEqual([400, 'EMAIL_UNAVAILABLE']);
  });
});
