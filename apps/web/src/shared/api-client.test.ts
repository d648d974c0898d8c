import { describe, expect, it } from 'vitest';
import { ApiError, buildUrl, createApiClient } from './api-client';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchFn = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, init };
    calls.push(call);
    return respond(call);
  };
  return { calls, fetch: fetchFn };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(fetchFn: typeof fetch, token?: string) {
  return createApiClient({ fetch: fetchFn, getToken: () => token, getLocale: () => 'en' });
}

describe('api client', () => {
  it('sends the token and lang headers with credentials, and a JSON body for POST', async () => {
    const f = fakeFetch(() => json(200, { ok: true }));
    const result = await client(f.fetch, 'tok-1').post<{ ok: boolean }>('/api/login', { username: 'a' });
    expect(result).toEqual({ ok: true });
    const [call] = f.calls;
    const headers = call?.init.headers as Record<string, string>;
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.method).toBe('POST');
    expect(headers.token).toBe('tok-1');
    expect(headers.lang).toBe('en');
    expect(headers['content-type']).toBe('application/json');
    expect(call?.init.body).toBe('{"username":"a"}');
  });

  it('sends no body on GET and leaves the token out when asked or absent', async () => {
    const f = fakeFetch(() => json(200, {}));
    await client(f.fetch, 'tok-1').get('/resource/x', {
      withToken: false,
      query: { a: 1, b: undefined, c: ['x', 'y'] },
    });
    await client(f.fetch).get('/api/y');
    expect(f.calls[0]?.url).toBe('/resource/x?a=1&c=x&c=y');
    expect(f.calls[0]?.init.body).toBeUndefined();
    expect((f.calls[0]?.init.headers as Record<string, string>).token).toBeUndefined();
    expect((f.calls[1]?.init.headers as Record<string, string>).token).toBeUndefined();
  });

  it('maps a JSON error answer to an ApiError with the server code and message', async () => {
    const f = fakeFetch(() => json(401, { code: 'LOGIN_FAILED', message: 'wrong' }));
    const error = await client(f.fetch)
      .post('/api/login', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'LOGIN_FAILED', message: 'wrong' });
  });

  it('gives a code from the status when the answer is not the error shape', async () => {
    const f = fakeFetch(() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(client(f.fetch).get('/api/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
    const g = fakeFetch(() => new Response('', { status: 403 }));
    await expect(client(g.fetch).get('/api/x')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('keeps the server message of a code this build does not know, with the code of the status', async () => {
    const f = fakeFetch(() => json(409, { code: 'A_CODE_FROM_A_NEWER_SERVER', message: 'newer' }));
    await expect(client(f.fetch).get('/api/x')).rejects.toMatchObject({
      status: 409,
      code: 'REQUEST_FAILED',
      message: 'newer',
    });
  });

  it('turns a failed fetch into a network error with status 0', async () => {
    const f = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client(f.fetch).get('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('answers undefined for an empty body', async () => {
    const f = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(client(f.fetch).delete('/api/x')).resolves.toBeUndefined();
  });

  it('sends a DELETE body only when one is given', async () => {
    const f = fakeFetch(() => json(200, { deleted: 1 }));
    await client(f.fetch).delete('/api/v1/files', { body: { fileUuids: ['a'] } });
    await client(f.fetch).delete('/api/x');
    expect(f.calls[0]?.init.body).toBe('{"fileUuids":["a"]}');
    expect(f.calls[1]?.init.body).toBeUndefined();
  });

  it('keeps the details of an error answer', async () => {
    const details = { repeated: [{ sourceFileUuid: 's', targetFileUuid: 't', name: 'a.txt' }] };
    const f = fakeFetch(() => json(409, { code: 'FILE_NAME_EXISTS', message: 'exists', details }));
    await expect(client(f.fetch).post('/api/v1/files/copy', {})).rejects.toMatchObject({
      status: 409,
      code: 'FILE_NAME_EXISTS',
      details,
    });
  });

  it('gives the headers of a call for requests it does not make itself (uploads)', () => {
    expect(client(fakeFetch(() => json(200, {})).fetch, 'tok').baseHeaders()).toEqual({
      accept: 'application/json',
      lang: 'en',
      token: 'tok',
    });
    expect(client(fakeFetch(() => json(200, {})).fetch, 'tok').baseHeaders(false)).not.toHaveProperty('token');
  });

  it('appends a query to a path that already has one', () => {
    expect(buildUrl('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
    expect(buildUrl('/a', {})).toBe('/a');
  });
});
