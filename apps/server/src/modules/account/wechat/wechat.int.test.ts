import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/test-server';
import { createUser, login } from '../../../../test/factories';
import { startWechatTestServer, type WechatTestServer } from './test-support/wechat-oauth-server';

let wechat: WechatTestServer;
let server: TestServer;

beforeAll(async () => {
  wechat = await startWechatTestServer();
  server = await startTestServer({
    WECHAT_APP_ID: wechat.appId,
    WECHAT_APP_SECRET: wechat.appSecret,
    WECHAT_OPEN_URL: wechat.url,
    WECHAT_API_URL: wechat.url,
  });
});
afterAll(async () => {
  await server.close();
  await wechat.close();
});

/** The cookies of one browser, as far as these calls go. */
function browser() {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  const headers = () => ({
    origin: server.baseUrl,
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    ...(jar.get('token') ? { token: jar.get('token')! } : {}),
  });
  return {
    jar,
    get: async (url: string) => keep(await fetch(url, { headers: headers(), redirect: 'manual' })),
    post: async (path: string, body: object) =>
      keep(
        await fetch(`${server.baseUrl}${path}`, {
          method: 'POST',
          headers: { ...headers(), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
  };
}
type Browser = ReturnType<typeof browser>;

/** Starts the flow, lets the WeChat user confirm on their phone, and follows WeChat's redirect to our callback. */
async function scan(
  b: Browser,
  unionid: string,
  options: {
    purpose?: 'login' | 'bind';
    password?: string;
    userinfo?: 'ok' | 'fail';
    locale?: 'zh' | 'en';
    headimgurl?: string;
  } = {},
) {
  const start = await b.post('/api/v1/account/wechat/start', {
    purpose: options.purpose ?? 'login',
    locale: options.locale ?? 'en',
    ...(options.password ? { password: options.password } : {}),
  });
  expect(start.status).toBe(200);
  const authorize = new URL(((await start.json()) as { url: string }).url);
  const callbackUrl = wechat.confirm({
    redirect_uri: authorize.searchParams.get('redirect_uri')!,
    state: authorize.searchParams.get('state')!,
    unionid,
    nickname: `nick ${unionid}`,
    userinfo: options.userinfo ?? 'ok',
    ...(options.headimgurl === undefined ? {} : { headimgurl: options.headimgurl }),
  });
  const res = await b.get(callbackUrl);
  expect(res.status).toBe(303);
  return { location: res.headers.get('location'), callbackUrl, authorize };
}

const unionid = () => `u-${Math.random().toString(36).slice(2)}`;
const me = (b: Browser) => b.get(`${server.baseUrl}/api/v1/user/getCurrentUser`);

describe('WeChat login', () => {
  it('is announced by the providers endpoint', async () => {
    expect(await (await fetch(`${server.baseUrl}/api/v1/account/providers`)).json()).toMatchObject({ wechat: true });
  });

  it('answers "no WeChat user waiting" without an error on a direct visit of the bind pages (walkthrough L7)', async () => {
    // No cookie at all, and a cookie that names no waiting user: both 200 { pending: null }, never a 404.
    for (const cookie of [undefined, 'wechat_pending=not-a-pending-token']) {
      const res = await fetch(`${server.baseUrl}/api/v1/account/wechat/pending`, {
        headers: cookie ? { cookie } : {},
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ pending: null });
    }
  });

  it('keeps a WeChat avatar only at a web address (javascript: or data: would run or hide in a page)', async () => {
    const avatarOf = async (headimgurl: string) => {
      const b = browser();
      await scan(b, unionid(), { headimgurl });
      const answer = (await (await b.get(`${server.baseUrl}/api/v1/account/wechat/pending`)).json()) as {
        pending: { headimgurl: string | null };
      };
      return answer.pending.headimgurl;
    };
    expect(await avatarOf('https://thirdwx.qlogo.cn/mmopen/a/132')).toBe('https://thirdwx.qlogo.cn/mmopen/a/132');
    expect(await avatarOf('javascript:alert(1)')).toBeNull();
    expect(await avatarOf('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
  });

  it('sends the browser to qrconnect with the app, the callback, code, snsapi_login and a state', async () => {
    const b = browser();
    const res = await b.post('/api/v1/account/wechat/start', { purpose: 'login', locale: 'zh' });
    const url = new URL(((await res.json()) as { url: string }).url);
    expect(`${url.origin}${url.pathname}`).toBe(`${wechat.url}/connect/qrconnect`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: wechat.appId,
      redirect_uri: `${server.baseUrl}/api/v1/account/wechat/callback`,
      response_type: 'code',
      scope: 'snsapi_login',
      state: expect.stringMatching(/^[\w-]{32}$/) as string,
    });
    expect(url.hash).toBe('#wechat_redirect');
    expect(b.jar.get('wechat_state')).toContain(url.searchParams.get('state'));
    expect((await fetch(url)).status).toBe(200);
  });

  it('keeps an unknown WeChat user aside, registers them quickly, and logs them in by WeChat afterwards', async () => {
    const id = unionid();
    const b = browser();
    expect((await scan(b, id)).location).toBe('/en/user/weixin/bind');
    expect(await (await b.get(`${server.baseUrl}/api/v1/account/wechat/pending`)).json()).toEqual({
      pending: { nickname: `nick ${id}`, headimgurl: null },
    });

    const bad = await b.post('/api/v1/account/wechat/register', {
      username: 'x',
      password: 'short',
      rePassword: 'short',
      email: 'nope',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      code: 'WECHAT_USERNAME_INVALID',
      details: {
        fields: [
          { field: 'username', code: 'WECHAT_USERNAME_INVALID' },
          { field: 'password', code: 'PASSWORD_TOO_SHORT' },
          { field: 'email', code: 'WECHAT_EMAIL_INVALID' },
        ],
      },
    });
    const taken = await createUser(server.db);
    const clash = await b.post('/api/v1/account/wechat/register', {
      username: taken.username,
      password: 'long-enough-1',
      rePassword: 'long-enough-1',
    });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({ code: 'WECHAT_USERNAME_TAKEN' });

    const username = `wx_${id.slice(2, 10)}`;
    const ok = await b.post('/api/v1/account/wechat/register', {
      username,
      password: 'long-enough-1',
      rePassword: 'long-enough-1',
    });
    expect(ok.status).toBe(200);
    expect((await me(b)).status).toBe(200);
    const row = await server.db
      .selectFrom('users')
      .select(['wechat_unionid', 'wechat_nickname'])
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ wechat_unionid: id, wechat_nickname: `nick ${id}` });
    // Used once: the pending WeChat user is gone, which is an answer, not an error.
    const gone = await b.get(`${server.baseUrl}/api/v1/account/wechat/pending`);
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ pending: null });

    const again = browser();
    expect((await scan(again, id)).location).toBe('/en/dashboard');
    expect(await (await me(again)).json()).toMatchObject({ username });
  });

  it('binds an unknown WeChat user to an account whose password they give', async () => {
    const user = await createUser(server.db);
    const id = unionid();
    const b = browser();
    await scan(b, id, { locale: 'zh' });
    const wrong = await b.post('/api/v1/account/wechat/bind', { username: user.username, password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'LOGIN_FAILED' });
    const right = await b.post('/api/v1/account/wechat/bind', { username: user.username, password: user.password });
    expect(right.status).toBe(200);
    expect(await (await me(b)).json()).toMatchObject({ id: user.id });
    expect((await scan(browser(), id)).location).toBe('/en/dashboard');
  });

  it('refuses a callback this browser did not start, and returns WeChat failures to the pages as codes', async () => {
    const b = browser();
    const first = await scan(b, unionid());
    // Another browser follows the same link (login CSRF): no state cookie there.
    const other = await browser().get(first.callbackUrl);
    expect(other.headers.get('location')).toBe('/zh/user/wlogin?error=WECHAT_STATE_INVALID');

    expect((await scan(browser(), unionid(), { userinfo: 'fail' })).location).toBe(
      '/en/user/wlogin?error=WECHAT_INFO_FAILED',
    );

    // A code works once (WeChat answers 40163 the second time).
    const reuse = browser();
    const { callbackUrl, authorize } = await scan(reuse, unionid());
    reuse.jar.set('wechat_state', `${authorize.searchParams.get('state')}.login.en.`);
    expect((await reuse.get(callbackUrl)).headers.get('location')).toBe('/en/user/wlogin?error=WECHAT_INFO_FAILED');
  });

  it('a locked account is not logged in by WeChat', async () => {
    const id = unionid();
    const b = browser();
    await scan(b, id);
    const user = await createUser(server.db);
    await b.post('/api/v1/account/wechat/bind', { username: user.username, password: user.password });
    await server.db.updateTable('users').set({ locked: true }).where('id', '=', user.id).execute();
    expect((await scan(browser(), id)).location).toBe('/en/user/wlogin?error=LOGIN_FAILED');
  });
});

describe('binding WeChat to a logged-in account', () => {
  const loggedIn = async () => {
    const user = await createUser(server.db);
    const b = browser();
    b.jar.set('token', (await login(server.baseUrl, user)).token!);
    return { user, b };
  };
  const binding = async (b: Browser) =>
    (await b.get(`${server.baseUrl}/api/v1/account/wechat/binding`)).json() as Promise<object>;

  it('needs the password, binds, refuses a WeChat bound elsewhere, and unbinds with the password', async () => {
    const { user, b } = await loggedIn();
    expect(await binding(b)).toEqual({ weChatBind: false, wechat: null });
    const wrong = await b.post('/api/v1/account/wechat/start', { purpose: 'bind', locale: 'en', password: 'nope' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'WECHAT_PASSWORD_WRONG' });

    const id = unionid();
    expect((await scan(b, id, { purpose: 'bind', password: user.password })).location).toBe(
      '/en/userinfo/edit?wechat=bound',
    );
    expect(await binding(b)).toEqual({ weChatBind: true, wechat: `nick ${id}` });

    const second = await loggedIn();
    expect((await scan(second.b, id, { purpose: 'bind', password: second.user.password })).location).toBe(
      '/en/userinfo/edit?wechatError=WECHAT_BOUND_ELSEWHERE',
    );

    const notMine = await b.post('/api/v1/account/wechat/unbind', { userId: second.user.id, password: user.password });
    expect(notMine.status).toBe(403);
    const badPassword = await b.post('/api/v1/account/wechat/unbind', { userId: user.id, password: 'nope' });
    expect(await badPassword.json()).toMatchObject({ code: 'WECHAT_PASSWORD_WRONG' });
    expect((await b.post('/api/v1/account/wechat/unbind', { userId: user.id, password: user.password })).status).toBe(
      200,
    );
    expect(await binding(b)).toEqual({ weChatBind: false, wechat: null });
    expect((await scan(browser(), id)).location).toBe('/en/user/weixin/bind');
  });

  it('refuses a bind callback reaching another logged-in account', async () => {
    const { user, b } = await loggedIn();
    const start = await b.post('/api/v1/account/wechat/start', {
      purpose: 'bind',
      locale: 'en',
      password: user.password,
    });
    const authorize = new URL(((await start.json()) as { url: string }).url);
    const other = await loggedIn();
    other.b.jar.set('wechat_state', b.jar.get('wechat_state')!);
    const res = await other.b.get(
      wechat.confirm({
        redirect_uri: authorize.searchParams.get('redirect_uri')!,
        state: authorize.searchParams.get('state')!,
        unionid: unionid(),
      }),
    );
    expect(res.headers.get('location')).toBe('/en/userinfo/edit?wechatError=WECHAT_STATE_INVALID');
  });
});

describe('without WeChat configured', () => {
  it('says so in the providers and answers WECHAT_NOT_CONFIGURED', async () => {
    const plain = await startTestServer();
    try {
      expect(await (await fetch(`${plain.baseUrl}/api/v1/account/providers`)).json()).toMatchObject({ wechat: false });
      const res = await fetch(`${plain.baseUrl}/api/v1/account/wechat/start`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ purpose: 'login', locale: 'en' }),
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'WECHAT_NOT_CONFIGURED' });
    } finally {
      await plain.close();
    }
  });
});
