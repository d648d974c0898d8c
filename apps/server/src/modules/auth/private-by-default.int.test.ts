import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';

/*
 * Private by default: every operation of the OpenAPI document, called without a token, answers 401 UNAUTHORIZED
 * (before its body or parameters are validated) unless it is on the public list below, which is written once and
 * must equal the routes declared `config: { public: true }`: a public route missing here answers non-401 and fails,
 * a listed route that lost its mark answers 401 and fails.
 */

/** Method and OpenAPI path of every public operation; the hidden routes (not in the document) are listed too. */
const PUBLIC = [
  'GET /api/health',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/v1/account/password-reset/email',
  'GET /api/v1/account/password-reset/check',
  'POST /api/v1/account/password-reset',
  'POST /api/v1/account/email/confirm',
  'POST /api/v1/account/password-reset/phone',
  'GET /api/v1/account/captcha',
  'POST /api/v1/account/codes',
  'GET /api/v1/account/providers',
  'GET /api/v1/account/register/check',
  'POST /api/v1/account/register',
  'GET /api/v1/account/suggestions',
  'GET /api/v1/account/invitation',
  'POST /api/v1/account/quick-login',
  'POST /api/v1/account/wechat/start',
  'GET /api/v1/account/wechat/callback',
  'GET /api/v1/account/wechat/pending',
  'POST /api/v1/account/wechat/bind',
  'POST /api/v1/account/wechat/register',
  'GET /api/v1/content/{locale}',
  'GET /resource/api/v1/cms/instance/getOneInstance',
  'GET /api/v1/apps/{appId}/image',
  'GET /api/v1/files/signed/{token}',
  'HEAD /api/v1/files/signed/{token}',
  'OPTIONS /api/v1/uploads/',
  'OPTIONS /api/v1/uploads/{uploadId}',
];
const PUBLIC_HIDDEN = ['GET /metrics', 'GET /api/openapi.json'];

/** Any syntactically plausible value: the check runs before validation, so a private route answers 401 anyway. */
const DUMMY_PARAM = '00000000-0000-4000-8000-000000000001';
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'];

let server: TestServer;
let operations: string[];

async function statusWithoutToken(operation: string): Promise<number> {
  const [method, template] = operation.split(' ') as [string, string];
  const url = template.replace(/\{[^}]+\}/g, DUMMY_PARAM);
  // Bodies in JSON where the route takes one, so the answer is not about a missing content type.
  const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? '{}' : undefined;
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    body,
    headers: body ? { 'content-type': 'application/json', 'tus-resumable': '1.0.0' } : { 'tus-resumable': '1.0.0' },
  });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  server = await startTestServer();
  const document = (await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => METHODS.includes(method))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );
});

afterAll(async () => {
  await server.close();
});

describe('private by default', () => {
  it('answers 401 without a token to every operation but the public ones', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const answers = await Promise.all(
      operations.map(async (operation) => [operation, await statusWithoutToken(operation)] as const),
    );
    const open = answers.filter(([, status]) => status !== 401).map(([operation]) => operation);
    // Both ways: no private operation answers without a login, and every listed one does answer.
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });

  it('answers the hidden public routes and unknown paths without a token', async () => {
    for (const operation of PUBLIC_HIDDEN) expect(await statusWithoutToken(operation), operation).not.toBe(401);
    expect(await statusWithoutToken('GET /api/v1/no-such-call')).toBe(404);
    expect(await statusWithoutToken('GET /some/page/of/the/web/app')).not.toBe(401);
  });

  it('checks the login before the body: a private call with a junk body answers 401, not 400', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/files/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"not": "valid"',
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('UNAUTHORIZED');
  });
});
