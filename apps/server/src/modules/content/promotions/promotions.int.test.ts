/**
 * Promotions staff configure (promote/active/:type): staff create, edit and end them, each write with its audit row;
 * a customer reads the active one of a type and may write nothing; bad input changes nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StaffPromotion } from '@biocloud/contracts';
import { loggedIn } from '../../../../test/file-api';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { staffClient, type Client } from '../../projects/test-support/project-clients';

let server: TestServer;
let staff: Client;
let customer: Client;
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
const input = (type: string) => ({
  type,
  titleZh: '春季优惠',
  titleEn: 'Spring offer',
  textZh: '所有工具八折',
  textEn: '20% off every tool',
  actionZh: '去看看',
  actionEn: 'Have a look',
  href: '/{locale}/software/tools/list',
  activeFrom: hourAgo(),
});
const active = (type: string) =>
  customer.get<{ promotion: StaffPromotion | null }>(`/api/v1/promotions/active/${type}`);
const audits = (action: string) =>
  server.db.selectFrom('audit_log').select(['user_id', 'detail']).where('action', '=', action).execute();

beforeAll(async () => {
  server = await startTestServer();
  staff = await staffClient(server);
  customer = await loggedIn(server);
});
afterAll(() => server.close());

it('shows what staff create, edit and end, each write audited', async () => {
  expect((await active('spring')).body.promotion).toBeNull();
  const created = await staff.post<StaffPromotion>('/api/v1/staff/promotions', input('spring'));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect(created.body).toMatchObject({ type: 'spring', active: true });
  expect((await active('spring')).body.promotion).toMatchObject({ id: created.body.id, titleEn: 'Spring offer' });
  expect((await audits('promotion.create')).map((a) => [a.user_id, a.detail.promotionId])).toEqual([
    [staff.user.id, created.body.id],
  ]);

  const edited = await staff.put<StaffPromotion>(`/api/v1/staff/promotions/${created.body.id}`, {
    ...input('spring'),
    titleEn: 'Spring offer, longer',
  });
  expect(edited.body.titleEn).toBe('Spring offer, longer');
  expect((await active('spring')).body.promotion?.titleEn).toBe('Spring offer, longer');
  expect(await audits('promotion.update')).toHaveLength(1);

  const ended = await staff.post<StaffPromotion>(`/api/v1/staff/promotions/${created.body.id}/end`, {});
  expect(ended.body.active).toBe(false);
  expect((await active('spring')).body.promotion).toBeNull();
  expect(await audits('promotion.end')).toHaveLength(1);
  const list = await staff.get<{ list: StaffPromotion[] }>('/api/v1/staff/promotions');
  expect(list.body.list.map((p) => [p.id, p.active])).toContainEqual([created.body.id, false]);
});

it('shows nothing before its start or after its end', async () => {
  const future = new Date(Date.now() + 3_600_000).toISOString();
  await staff.post('/api/v1/staff/promotions', { ...input('later'), activeFrom: future });
  await staff.post('/api/v1/staff/promotions', {
    ...input('over'),
    activeFrom: new Date(Date.now() - 7_200_000).toISOString(),
    activeTo: hourAgo(),
  });
  expect((await active('later')).body.promotion).toBeNull();
  expect((await active('over')).body.promotion).toBeNull();
});

it('refuses customers and bad input, changing nothing', async () => {
  const count = async () => (await server.db.selectFrom('promotions').select('id').execute()).length;
  const before = await count();
  const refused = await customer.post<{ code: string }>('/api/v1/staff/promotions', input('mine'));
  expect([refused.status, refused.body.code]).toEqual([403, 'STAFF_ONLY']);
  for (const bad of [
    { ...input('x'), type: 'Bad Type' },
    { ...input('x'), titleEn: ' ' },
    { ...input('x'), href: 'javascript:alert(1)' },
    { ...input('x'), activeTo: new Date(Date.now() - 86_400_000 * 2).toISOString() },
  ]) {
    expect((await staff.post('/api/v1/staff/promotions', bad)).status).toBe(400);
  }
  const missing = await staff.post<{ code: string }>(`/api/v1/staff/promotions/${crypto.randomUUID()}/end`, {});
  expect([missing.status, missing.body.code]).toEqual([404, 'PROMOTION_NOT_FOUND']);
  expect(await count()).toBe(before);
  expect(await audits('promotion.end')).toHaveLength(1);
});
