import { z } from 'zod';
import { LOCALES } from '../locale';

/*
 * WeChat login (spec 001 §2 user/wlogin, user/weixin/bind, user/weixin/soonRegist; §7 unbind). The browser goes to
 * WeChat's QR page by the URL the start call answers; WeChat sends it back to the callback, which logs a known
 * WeChat user in, or keeps an unknown one aside (a cookie) until they bind an account or register.
 */

/** Why the WeChat flow is started: to log in, or to bind WeChat to the logged-in account (password required). */
export const WECHAT_PURPOSES = ['login', 'bind'] as const;
export const wechatPurposeSchema = z.enum(WECHAT_PURPOSES);
export type WechatPurpose = z.infer<typeof wechatPurposeSchema>;

export const wechatStartRequestSchema = z.object({
  purpose: wechatPurposeSchema,
  locale: z.enum(LOCALES),
  /** Required for `bind`. */
  password: z.string().max(256).optional(),
});
export type WechatStartRequest = z.infer<typeof wechatStartRequestSchema>;

/** WeChat's QR page to send the browser to. */
export const wechatStartResponseSchema = z.object({ url: z.string() });
export type WechatStartResponse = z.infer<typeof wechatStartResponseSchema>;

/** The WeChat user waiting to bind or register, as WeChat described them. */
export const wechatPendingSchema = z.object({ nickname: z.string().nullable(), headimgurl: z.string().nullable() });
export type WechatPending = z.infer<typeof wechatPendingSchema>;

/**
 * GET pending: the waiting WeChat user, or null when there is none (a direct visit, an expired or used one). "None"
 * is an answer, not an error: the bind and register pages ask on every visit (walkthrough L7: a 404 in the console).
 */
export const wechatPendingStateSchema = z.object({ pending: wechatPendingSchema.nullable() });
export type WechatPendingState = z.infer<typeof wechatPendingStateSchema>;

export const wechatBindRequestSchema = z.object({
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(256),
});
export type WechatBindRequest = z.infer<typeof wechatBindRequestSchema>;

/**
 * Quick registration keeps to the account's name and password (the one password rule, password-rules.ts); the rest
 * of the profile is filled in later.
 */
export const WECHAT_USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{4,32}$/;

export const wechatRegisterRequestSchema = z.object({
  username: z.string().max(128),
  password: z.string().max(256),
  rePassword: z.string().max(256),
  email: z.string().max(254).optional(),
});
export type WechatRegisterRequest = z.infer<typeof wechatRegisterRequestSchema>;

/** Spec 001 §7 Unbind: userId and password (sent in a POST body, never a URL). */
export const wechatUnbindRequestSchema = z.object({ userId: z.string(), password: z.string().max(256) });
export type WechatUnbindRequest = z.infer<typeof wechatUnbindRequestSchema>;

/** The caller's WeChat binding, in the profile's field names (spec 001 §3: wechat, weChatBind). */
export const wechatBindingSchema = z.object({ weChatBind: z.boolean(), wechat: z.string().nullable() });
export type WechatBinding = z.infer<typeof wechatBindingSchema>;

/** Codes the WeChat calls answer (each with a text in errors.json). */
export const WECHAT_ERROR_CODES = [
  'WECHAT_NOT_CONFIGURED',
  /** WeChat did not tell who the user is (an errcode, no answer, a refused authorization): spec 001 §8. */
  'WECHAT_INFO_FAILED',
  /** The callback's state is not the one this browser was given (another tab, a forged link, too late). */
  'WECHAT_STATE_INVALID',
  /** The WeChat user waiting to bind or register is gone (too late, or already done). */
  'WECHAT_PENDING_EXPIRED',
  'WECHAT_BOUND_ELSEWHERE',
  'WECHAT_ACCOUNT_HAS_WECHAT',
  'WECHAT_NOT_BOUND',
  'WECHAT_PASSWORD_WRONG',
  'WECHAT_USERNAME_INVALID',
  'WECHAT_USERNAME_TAKEN',
  'WECHAT_EMAIL_INVALID',
  'WECHAT_EMAIL_TAKEN',
] as const;
