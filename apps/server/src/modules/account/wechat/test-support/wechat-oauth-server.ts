import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for WeChat's OAuth2 of website applications, speaking its paths and answers (wechat-client.ts):
 * GET /connect/qrconnect shows, instead of a QR code, the form a phone would confirm (which WeChat user, and whether
 * their user info answers), GET /connect/confirm sends the browser back to redirect_uri?code&state (or only ?state
 * when refused), GET /sns/oauth2/access_token and GET /sns/userinfo answer as WeChat does, errcodes included.
 * Tests and the e2e console use it through WECHAT_OPEN_URL and WECHAT_API_URL; nothing in the app knows it is a test.
 */

export interface WechatTestServer {
  /** WECHAT_OPEN_URL and WECHAT_API_URL (one server holds both). */
  url: string;
  appId: string;
  appSecret: string;
  /** Sends the redirect a phone's confirmation would (what the form does), for tests without a browser. */
  confirm(query: {
    redirect_uri: string;
    state: string;
    unionid: string;
    nickname?: string;
    /** The avatar address user info answers: empty unless given. */
    headimgurl?: string;
    userinfo?: 'ok' | 'fail';
  }): string;
  close(): Promise<void>;
}

interface Grant {
  unionid: string;
  nickname: string;
  headimgurl: string;
  failUserinfo: boolean;
  used: boolean;
  expiresAt: number;
}

/** WeChat's own lifetimes: a code works once within 10 minutes, an access token 2 hours. */
const CODE_TTL_MS = 10 * 60_000;
const TOKEN_TTL_SECONDS = 7200;

const random = () => randomBytes(16).toString('hex');
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function json(res: ServerResponse, body: object): void {
  // WeChat answers errors with HTTP 200 too, and labels its JSON text/plain.
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end(JSON.stringify(body));
}

function confirmPage(query: URLSearchParams): string {
  const hidden = ['redirect_uri', 'state']
    .map((name) => `<input type="hidden" name="${name}" value="${escape(query.get(name) ?? '')}">`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>WeChat login (local)</title></head><body>
<h1>WeChat login (local OAuth2 server)</h1>
<form action="/connect/confirm" method="get">${hidden}
<label>unionid <input name="unionid" value="u-${random()}"></label>
<label>nickname <input name="nickname" value="Wei Xin"></label>
<label>user info <select name="userinfo"><option value="ok">answers</option><option value="fail">fails (errcode)</option></select></label>
<button type="submit" name="answer" value="allow">Confirm login</button>
<button type="submit" name="answer" value="deny">Refuse</button>
</form></body></html>`;
}

export async function startWechatTestServer(): Promise<WechatTestServer> {
  const appId = `wx${random().slice(0, 16)}`;
  const appSecret = random();
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Grant & { openid: string }>();
  const openidOf = (unionid: string) =>
    `o${createHash('sha256').update(`${appId}:${unionid}`).digest('base64url').slice(0, 27)}`;

  const issueRedirect = (query: URLSearchParams): string => {
    const redirect = new URL(query.get('redirect_uri') ?? '');
    const state = query.get('state') ?? '';
    if (query.get('answer') === 'deny') {
      redirect.searchParams.set('state', state);
      return redirect.toString();
    }
    const code = random();
    codes.set(code, {
      unionid: query.get('unionid') || `u-${random()}`,
      nickname: query.get('nickname') ?? '',
      headimgurl: query.get('headimgurl') ?? '',
      failUserinfo: query.get('userinfo') === 'fail',
      used: false,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    redirect.searchParams.set('code', code);
    redirect.searchParams.set('state', state);
    return redirect.toString();
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const q = url.searchParams;
    switch (url.pathname) {
      case '/connect/qrconnect': {
        // WeChat shows its own error page for a bad request (wrong appid, scope or redirect).
        const valid =
          q.get('appid') === appId &&
          q.get('response_type') === 'code' &&
          q.get('scope') === 'snsapi_login' &&
          URL.canParse(q.get('redirect_uri') ?? '');
        res.writeHead(valid ? 200 : 400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(valid ? confirmPage(q) : '<!doctype html><p>参数错误 (invalid parameters)</p>');
        return;
      }
      case '/connect/confirm':
        res.writeHead(302, { location: issueRedirect(q) });
        res.end();
        return;
      case '/sns/oauth2/access_token': {
        if (q.get('appid') !== appId) return json(res, { errcode: 40013, errmsg: 'invalid appid' });
        if (q.get('secret') !== appSecret) return json(res, { errcode: 40125, errmsg: 'invalid appsecret' });
        if (q.get('grant_type') !== 'authorization_code') {
          return json(res, { errcode: 40002, errmsg: 'invalid grant_type' });
        }
        const grant = codes.get(q.get('code') ?? '');
        if (!grant || grant.expiresAt < Date.now()) return json(res, { errcode: 40029, errmsg: 'invalid code' });
        if (grant.used) return json(res, { errcode: 40163, errmsg: 'code been used' });
        grant.used = true;
        const accessToken = random();
        const openid = openidOf(grant.unionid);
        tokens.set(accessToken, { ...grant, openid, expiresAt: Date.now() + TOKEN_TTL_SECONDS * 1000 });
        return json(res, {
          access_token: accessToken,
          expires_in: TOKEN_TTL_SECONDS,
          refresh_token: random(),
          openid,
          scope: 'snsapi_login',
          unionid: grant.unionid,
        });
      }
      case '/sns/userinfo': {
        const token = tokens.get(q.get('access_token') ?? '');
        if (!token || token.failUserinfo) {
          return json(res, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
        }
        if (token.expiresAt < Date.now()) return json(res, { errcode: 42001, errmsg: 'access_token expired' });
        if (q.get('openid') !== token.openid) return json(res, { errcode: 40003, errmsg: 'invalid openid' });
        return json(res, {
          openid: token.openid,
          nickname: token.nickname,
          sex: 0,
          province: '',
          city: '',
          country: 'CN',
          headimgurl: token.headimgurl,
          privilege: [],
          unionid: token.unionid,
        });
      }
      default:
        res.writeHead(404);
        res.end();
    }
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    appId,
    appSecret,
    confirm: (query) => issueRedirect(new URLSearchParams({ answer: 'allow', userinfo: 'ok', ...query })),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
