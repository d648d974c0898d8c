/*
 * A client of WeChat's OAuth2 for website applications (WeChat Open Platform, "网站应用微信登录"):
 *   1. the browser goes to {open}/connect/qrconnect?appid&redirect_uri&response_type=code&scope=snsapi_login&state
 *      #wechat_redirect, where the user scans the QR code; WeChat sends it back to redirect_uri?code&state (only
 *      ?state when the user refuses);
 *   2. GET {api}/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code answers access_token,
 *      expires_in, refresh_token, openid, scope (and unionid when the app may see it);
 *   3. GET {api}/sns/userinfo?access_token&openid answers openid, nickname, sex, province, city, country, headimgurl,
 *      privilege, unionid.
 * A failure is answered with HTTP 200 and `{ errcode, errmsg }` (40029 invalid code, 40163 code been used, 40001
 * invalid credential, 42001 access_token expired, 40003 invalid openid, 40013 invalid appid, 40125 invalid appsecret).
 * The unionid is the user's key: the same for every app of the operator's Open Platform account (the openid is not).
 */

export interface WechatSettings {
  appId: string;
  appSecret: string;
  /** Where connect/qrconnect is (https://open.weixin.qq.com). */
  openUrl: string;
  /** Where sns/... is (https://api.weixin.qq.com). */
  apiUrl: string;
}

/** Who WeChat says the user is. */
export interface WechatIdentity {
  unionid: string;
  openid: string;
  nickname: string | null;
  headimgurl: string | null;
}

/** WeChat did not answer who the user is: an errcode (kept for the log), no answer, or an answer without a unionid. */
export class WechatFailure extends Error {
  constructor(
    message: string,
    readonly errcode?: number,
  ) {
    super(message);
    this.name = 'WechatFailure';
  }
}

/** WeChat's API answers within this or is taken as down. */
const REQUEST_TIMEOUT_MS = 10_000;

type Answer = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** An avatar address as a page may show it: http(s) only (never `javascript:` or `data:`), else none. */
function webAddress(value: string | null): string | null {
  if (!value || !URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:' ? value : null;
}

export function createWechatClient(settings: WechatSettings) {
  const api = async (path: string, params: Record<string, string>): Promise<Answer> => {
    const url = new URL(path, settings.apiUrl.endsWith('/') ? settings.apiUrl : `${settings.apiUrl}/`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    let body: unknown;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      if (!res.ok) throw new WechatFailure(`${path}: HTTP ${res.status}`);
      // WeChat labels its JSON text/plain at times: read it as text whatever the type.
      body = JSON.parse(await res.text());
    } catch (error) {
      if (error instanceof WechatFailure) throw error;
      throw new WechatFailure(`${path}: ${(error as Error).message}`);
    }
    if (typeof body !== 'object' || body === null) throw new WechatFailure(`${path}: not a JSON object`);
    const answer = body as Answer;
    if (typeof answer.errcode === 'number' && answer.errcode !== 0) {
      throw new WechatFailure(`${path}: ${answer.errcode} ${String(answer.errmsg)}`, answer.errcode);
    }
    return answer;
  };

  return {
    /** WeChat's QR page for this login; `redirectUri` must be on the domain registered for the app. */
    authorizeUrl(redirectUri: string, state: string): string {
      const url = new URL(
        'connect/qrconnect',
        settings.openUrl.endsWith('/') ? settings.openUrl : `${settings.openUrl}/`,
      );
      url.searchParams.set('appid', settings.appId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'snsapi_login');
      url.searchParams.set('state', state);
      url.hash = 'wechat_redirect';
      return url.toString();
    },

    /** The code WeChat sent back, exchanged for the user's identity (two calls). */
    async identify(code: string): Promise<WechatIdentity> {
      const token = await api('sns/oauth2/access_token', {
        appid: settings.appId,
        secret: settings.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      const accessToken = text(token.access_token);
      const openid = text(token.openid);
      if (!accessToken || !openid) throw new WechatFailure('sns/oauth2/access_token: no access_token or openid');
      const info = await api('sns/userinfo', { access_token: accessToken, openid });
      const unionid = text(info.unionid) ?? text(token.unionid);
      if (!unionid) throw new WechatFailure('sns/userinfo: no unionid (is the app bound to an Open Platform account?)');
      return { unionid, openid, nickname: text(info.nickname), headimgurl: webAddress(text(info.headimgurl)) };
    },
  };
}

export type WechatClient = ReturnType<typeof createWechatClient>;
