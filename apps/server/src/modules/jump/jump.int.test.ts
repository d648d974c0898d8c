import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/test-server';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer({
    JUMP_ALLOWED_ORIGINS: 'https://partner.example.com, http://127.0.0.1:8088',
    JUMP_LINKS: JSON.stringify({ lims: 'https://lims.example.org/login', guide: '/{locale}/help' }),
  });
  const { token } = await login(server.baseUrl, await createUser(server.db));
  cookie = `token=${token}`;
});
afterAll(() => server.close());

/** A GET of a logged-in user: the hand-over pages need a login, and so do their answers. */
const get = (path: string) => fetch(`${server.baseUrl}${path}`, { headers: { cookie } });

const json = async (res: Response) => (await res.json()) as { data?: unknown; code?: string };

const handoverPath = (url: string, params: string, method: string) =>
  `/api/v1/jump/handover?${new URLSearchParams({ url, params, method }).toString()}`;
const handover = (url: string, params: string, method: string) => get(handoverPath(url, params, method));

it('answers nobody without a login, as its pages', async () => {
  for (const path of [handoverPath('https://partner.example.com/', '{}', 'GET'), '/api/v1/jump/links/lims']) {
    const res = await fetch(`${server.baseUrl}${path}`);
    expect(res.status, path).toBe(401);
  }
});

it('builds the request to an allowed partner: GET in the query, POST as fields', async () => {
  const get = await handover('https://partner.example.com/sso?a=1', '{"user":"x y"}', 'GET');
  expect(get.status).toBe(200);
  expect((await json(get)).data).toEqual({
    method: 'GET',
    action: 'https://partner.example.com/sso?a=1&user=x+y',
    origin: 'https://partner.example.com',
    fields: [],
  });
  const post = await handover('http://127.0.0.1:8088/in', '{"n":2}', 'post');
  expect((await json(post)).data).toMatchObject({ method: 'POST', fields: [{ name: 'n', value: '2' }] });
});

it('refuses another host, user info, a bad scheme, bad JSON and another method with their codes', async () => {
  const cases: [string, string, string, string][] = [
    ['https://evil.example/', '{}', 'GET', 'JUMP_NOT_ALLOWED'],
    ['https://partner.example.com@evil.example/', '{}', 'GET', 'JUMP_BAD_URL'],
    ['javascript:alert(1)', '{}', 'GET', 'JUMP_BAD_URL'],
    ['//partner.example.com/', '{}', 'GET', 'JUMP_BAD_URL'],
    ['https://partner.example.com/', '{bad', 'GET', 'JUMP_BAD_PARAMS'],
    ['https://partner.example.com/', '{}', 'DELETE', 'JUMP_BAD_METHOD'],
  ];
  for (const [url, params, method, code] of cases) {
    const res = await handover(url, params, method);
    expect(res.status, url).toBe(400);
    expect((await json(res)).code, url).toBe(code);
  }
});

it('lets the document post forms to the allowed partners only (form-action)', async () => {
  const page = await fetch(`${server.baseUrl}/en/dashboard`);
  const policy = page.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("form-action 'self' https://partner.example.com http://127.0.0.1:8088;");
});

it('answers a configured link by key, and 404 JUMP_LINK_UNKNOWN for another', async () => {
  const known = await get('/api/v1/jump/links/lims');
  expect((await json(known)).data).toEqual({ key: 'lims', url: 'https://lims.example.org/login' });
  for (const key of ['nope', 'toString', '__proto__']) {
    const unknown = await get(`/api/v1/jump/links/${key}`);
    expect(unknown.status, key).toBe(404);
    expect((await json(unknown)).code, key).toBe('JUMP_LINK_UNKNOWN');
  }
});
