import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  wechatRegistrationProblems,
  type Locale,
  type WechatBindRequest,
  type WechatBinding,
  type WechatPendingState,
  type WechatPurpose,
  type WechatRegisterRequest,
  type WechatStartRequest,
} from '@biocloud/contracts';
import type { Database } from '../../../db/database';
import type { UserRow } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { AuthService, LoginClient } from '../../auth/auth.service';
import { hashPassword } from '../../auth/password';
import { hashSessionToken } from '../../auth/session-token';
import { createWechatRepository, type PendingWechatUser } from './wechat.repository';
import { WechatFailure, type WechatClient } from './wechat-client';

/** An unknown WeChat user has this long to bind an account or register. */
export const WECHAT_PENDING_SECONDS = 15 * 60;
/** The callback must come this soon after the start: WeChat's own code lifetime (10 minutes). */
export const WECHAT_STATE_SECONDS = 10 * 60;

/** What the start leaves in the browser (a cookie) for the callback to check. */
export interface WechatStateCookie {
  state: string;
  purpose: WechatPurpose;
  locale: Locale;
  /** The account to bind to (purpose bind). */
  userId?: string;
}

/** Where the callback sends the browser, and what it leaves there. */
export interface WechatCallbackOutcome {
  /** A path of the web app (locale first). */
  redirect: string;
  /** A session opened for a known WeChat user. */
  sessionToken?: string;
  /** An unknown WeChat user kept aside until they bind or register. */
  pendingToken?: string;
}

const randomToken = () => randomBytes(24).toString('base64url');

/**
 * WeChat login and binding (spec 001 §2, §4, §7). The state given to WeChat is also left in a cookie of the browser
 * that started, so a callback from any other browser (a forged link, login CSRF) is refused. A known WeChat user is
 * logged in; an unknown one is kept server-side (the browser holds only a random token) until they bind an account
 * (its password proves it theirs) or register. Password checks go through the login's own counting and lockout.
 */
export function createWechatService(deps: {
  db: Database;
  auth: AuthService;
  /** Null when WECHAT_APP_ID/SECRET are not configured: every call but `configured` answers WECHAT_NOT_CONFIGURED. */
  client: WechatClient | null;
  log: FastifyBaseLogger;
}) {
  const { db, auth, log } = deps;
  const repo = createWechatRepository(db);

  const client = (): WechatClient => {
    if (!deps.client) throw new AppError('WECHAT_NOT_CONFIGURED', 404);
    return deps.client;
  };

  /** The password of a logged-in user, counted like a login; a wrong one is a 400 (a 401 would mean "logged out"). */
  const checkPassword = async (user: UserRow, password: string, who: LoginClient) => {
    try {
      await auth.authenticate({ username: user.username, password }, who);
    } catch (error) {
      if (error instanceof AppError && error.code === 'LOGIN_FAILED') throw new AppError('WECHAT_PASSWORD_WRONG', 400);
      throw error;
    }
  };

  const bindTo = async (user: UserRow, who: PendingWechatUser) => {
    const holder = await repo.findUserByUnionid(who.unionid);
    if (holder && holder.id !== user.id) throw new AppError('WECHAT_BOUND_ELSEWHERE', 409);
    if (holder) return;
    if (!(await repo.bind(user.id, who))) throw new AppError('WECHAT_ACCOUNT_HAS_WECHAT', 409);
  };

  return {
    configured: () => deps.client !== null,

    async binding(caller: UserRow): Promise<WechatBinding> {
      const user = (await repo.findUserById(caller.id)) ?? caller;
      return { weChatBind: user.wechat_unionid !== null, wechat: user.wechat_nickname };
    },

    /** WeChat's QR page for this browser, and the cookie the callback will check. */
    async start(
      input: WechatStartRequest,
      caller: UserRow | null,
      origin: string,
      who: LoginClient,
    ): Promise<{ url: string; cookie: WechatStateCookie }> {
      const wechat = client();
      const cookie: WechatStateCookie = { state: randomToken(), purpose: input.purpose, locale: input.locale };
      if (input.purpose === 'bind') {
        if (!caller) throw new AppError('UNAUTHORIZED', 401);
        const user = (await repo.findUserById(caller.id)) ?? caller;
        if (user.wechat_unionid !== null) throw new AppError('WECHAT_ACCOUNT_HAS_WECHAT', 409);
        await checkPassword(caller, input.password ?? '', who);
        cookie.userId = caller.id;
      }
      return { url: wechat.authorizeUrl(`${origin}/api/v1/account/wechat/callback`, cookie.state), cookie };
    },

    /** WeChat sent the browser back: never throws, every outcome is a page of the web app. */
    async callback(
      query: { code?: string; state?: string },
      cookie: WechatStateCookie | null,
      caller: UserRow | null,
      who: LoginClient,
    ): Promise<WechatCallbackOutcome> {
      const locale = cookie?.locale ?? 'zh';
      const failed = (purpose: WechatPurpose, code: string): WechatCallbackOutcome => ({
        redirect:
          purpose === 'bind' ? `/${locale}/userinfo/edit?wechatError=${code}` : `/${locale}/user/wlogin?error=${code}`,
      });
      if (!cookie || !query.state || query.state !== cookie.state || !deps.client) {
        return failed(cookie?.purpose ?? 'login', 'WECHAT_STATE_INVALID');
      }
      const { purpose } = cookie;
      // The user refused on their phone: back where they came from, nothing to report.
      if (!query.code) return { redirect: purpose === 'bind' ? `/${locale}/userinfo/edit` : `/${locale}/user/wlogin` };

      let identity;
      try {
        identity = await deps.client.identify(query.code);
      } catch (error) {
        if (!(error instanceof WechatFailure)) throw error;
        log.warn({ err: error, errcode: error.errcode }, 'WeChat did not tell who the user is');
        return failed(purpose, 'WECHAT_INFO_FAILED');
      }

      if (purpose === 'bind') {
        if (!caller || caller.id !== cookie.userId) return failed('bind', 'WECHAT_STATE_INVALID');
        try {
          await bindTo(caller, identity);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return failed('bind', error.code);
        }
        await repo.audit(caller.id, 'wechat.bound', who.ip);
        return { redirect: `/${locale}/userinfo/edit?wechat=bound` };
      }

      const user = await repo.findUserByUnionid(identity.unionid);
      if (user?.locked) return failed('login', 'LOGIN_FAILED');
      if (user) {
        const session = await auth.openSession(user, who, { via: 'wechat' });
        return { redirect: `/${locale}/dashboard`, sessionToken: session.token };
      }
      const pendingToken = randomToken();
      await repo.savePending(hashSessionToken(pendingToken), identity, WECHAT_PENDING_SECONDS);
      return { redirect: `/${locale}/user/weixin/bind`, pendingToken };
    },

    async pending(pendingToken: string | undefined): Promise<WechatPendingState> {
      const who = pendingToken ? await repo.findPending(hashSessionToken(pendingToken)) : undefined;
      return { pending: who ? { nickname: who.nickname, headimgurl: who.headimgurl } : null };
    },

    /** The waiting WeChat user proves an account theirs by its password: bound and logged in. */
    async bindPending(pendingToken: string | undefined, input: WechatBindRequest, who: LoginClient) {
      client();
      const tokenHash = pendingToken ? hashSessionToken(pendingToken) : undefined;
      const wechatUser = tokenHash ? await repo.findPending(tokenHash) : undefined;
      if (!tokenHash || !wechatUser) throw new AppError('WECHAT_PENDING_EXPIRED', 404);
      let user: UserRow;
      try {
        user = await auth.authenticate(input, who);
      } catch (error) {
        // 400, not 401: the web app takes a 401 for a lost login.
        if (error instanceof AppError && error.code === 'LOGIN_FAILED') throw new AppError('LOGIN_FAILED', 400);
        throw error;
      }
      await db.transaction().execute(async (trx) => {
        const txRepo = createWechatRepository(trx);
        if (!(await txRepo.takePending(tokenHash))) throw new AppError('WECHAT_PENDING_EXPIRED', 404);
        const holder = await txRepo.findUserByUnionid(wechatUser.unionid);
        if (holder) throw new AppError('WECHAT_BOUND_ELSEWHERE', 409);
        if (!(await txRepo.bind(user.id, wechatUser))) throw new AppError('WECHAT_ACCOUNT_HAS_WECHAT', 409);
        await txRepo.audit(user.id, 'wechat.bound', who.ip);
      });
      return auth.openSession({ ...user, wechat_unionid: wechatUser.unionid }, who, { via: 'wechat' });
    },

    /** Quick registration of the waiting WeChat user: a new account bound to them, logged in. */
    async registerPending(pendingToken: string | undefined, input: WechatRegisterRequest, who: LoginClient) {
      client();
      const problems = wechatRegistrationProblems(input);
      if (problems.length > 0) throw new AppError(problems[0]!.code, 400, {}, { fields: problems });
      const tokenHash = pendingToken ? hashSessionToken(pendingToken) : undefined;
      if (!tokenHash || !(await repo.findPending(tokenHash))) throw new AppError('WECHAT_PENDING_EXPIRED', 404);
      const passwordHash = await hashPassword(input.password);
      const email = input.email ? input.email.trim() : null;
      const user = await db.transaction().execute(async (trx) => {
        const txRepo = createWechatRepository(trx);
        if (await txRepo.usernameTaken(input.username)) {
          throw new AppError(
            'WECHAT_USERNAME_TAKEN',
            409,
            {},
            { fields: [{ field: 'username', code: 'WECHAT_USERNAME_TAKEN' }] },
          );
        }
        if (email && (await txRepo.emailTaken(email))) {
          throw new AppError(
            'WECHAT_EMAIL_TAKEN',
            409,
            {},
            { fields: [{ field: 'email', code: 'WECHAT_EMAIL_TAKEN' }] },
          );
        }
        const wechatUser = await txRepo.takePending(tokenHash);
        if (!wechatUser) throw new AppError('WECHAT_PENDING_EXPIRED', 404);
        if (await txRepo.findUserByUnionid(wechatUser.unionid)) throw new AppError('WECHAT_BOUND_ELSEWHERE', 409);
        const created = await txRepo.insertUser({
          username: input.username,
          password_hash: passwordHash,
          email,
          phone: null,
          real_name: null,
          company: null,
          region: 'CN',
          store_tags: 'local',
          role: 'customer',
          wechat_unionid: wechatUser.unionid,
          wechat_nickname: wechatUser.nickname,
        });
        await txRepo.audit(created.id, 'account.registered.wechat', who.ip);
        return created;
      });
      return auth.openSession(user, who, { via: 'wechat' });
    },

    /** Spec 001 §7 Unbind (userId, password): the caller's own account only. */
    async unbind(caller: UserRow, input: { userId: string; password: string }, who: LoginClient): Promise<void> {
      if (input.userId !== caller.id) throw new AppError('FORBIDDEN', 403);
      const user = (await repo.findUserById(caller.id)) ?? caller;
      if (user.wechat_unionid === null) throw new AppError('WECHAT_NOT_BOUND', 409);
      await checkPassword(caller, input.password, who);
      await repo.unbind(caller.id);
      await repo.audit(caller.id, 'wechat.unbound', who.ip);
    },
  };
}

export type WechatService = ReturnType<typeof createWechatService>;
