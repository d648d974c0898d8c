import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  isLocale,
  loginResponseSchema,
  okResponseSchema,
  WECHAT_PURPOSES,
  wechatBindingSchema,
  wechatBindRequestSchema,
  wechatPendingStateSchema,
  wechatRegisterRequestSchema,
  wechatStartRequestSchema,
  wechatStartResponseSchema,
  wechatUnbindRequestSchema,
  type WechatPurpose,
} from '@biocloud/contracts';
import { requireSession, setTokenCookie } from '../../auth/session-hooks';
import type { LoginClient } from '../../auth/auth.service';
import {
  WECHAT_PENDING_SECONDS,
  WECHAT_STATE_SECONDS,
  type WechatService,
  type WechatStateCookie,
} from './wechat.service';

const BASE = '/api/v1/account/wechat';
/** Cookies of the flow, sent only to its own calls; HttpOnly, as the web app never reads them. */
const STATE_COOKIE = 'wechat_state';
const PENDING_COOKIE = 'wechat_pending';

const client = (request: FastifyRequest): LoginClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

function readStateCookie(request: FastifyRequest): WechatStateCookie | null {
  const [state, purpose, locale, userId] = (request.cookies[STATE_COOKIE] ?? '').split('.');
  if (!state || !(WECHAT_PURPOSES as readonly string[]).includes(purpose ?? '') || !isLocale(locale)) return null;
  return { state, purpose: purpose as WechatPurpose, locale, ...(userId ? { userId } : {}) };
}

export function wechatRoutes(deps: { wechat: WechatService; secureCookie: boolean }) {
  const { wechat, secureCookie } = deps;
  const flowCookie = (reply: FastifyReply, name: string, value: string, maxAge: number) =>
    reply.setCookie(name, value, { path: BASE, httpOnly: true, sameSite: 'lax', secure: secureCookie, maxAge });

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

    r.get(`${BASE}/binding`, { schema: { tags: ['account'], response: { 200: wechatBindingSchema } } }, (request) =>
      wechat.binding(requireSession(request).user),
    );

    // Public: logging in starts here; binding (purpose bind) checks the session itself.
    r.post(
      `${BASE}/start`,
      {
        config: { public: true },
        schema: {
          tags: ['account'],
          body: wechatStartRequestSchema,
          response: { 200: wechatStartResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const origin = `${request.protocol}://${request.host}`;
        const started = await wechat.start(request.body, request.session?.user ?? null, origin, client(request));
        const { state, purpose, locale, userId } = started.cookie;
        flowCookie(reply, STATE_COOKIE, [state, purpose, locale, userId ?? ''].join('.'), WECHAT_STATE_SECONDS);
        return { url: started.url };
      },
    );

    // WeChat's redirect_uri: a browser navigation, answered by a redirect to a page of the web app.
    r.get(
      `${BASE}/callback`,
      {
        config: { public: true },
        schema: {
          tags: ['account'],
          querystring: z.object({ code: z.string().max(512).optional(), state: z.string().max(256).optional() }),
        },
      },
      async (request, reply) => {
        const outcome = await wechat.callback(
          request.query,
          readStateCookie(request),
          request.session?.user ?? null,
          client(request),
        );
        reply.clearCookie(STATE_COOKIE, { path: BASE });
        if (outcome.sessionToken) setTokenCookie(reply, outcome.sessionToken, secureCookie);
        if (outcome.pendingToken) flowCookie(reply, PENDING_COOKIE, outcome.pendingToken, WECHAT_PENDING_SECONDS);
        return reply.redirect(outcome.redirect, 303);
      },
    );

    r.get(
      `${BASE}/pending`,
      { config: { public: true }, schema: { tags: ['account'], response: { 200: wechatPendingStateSchema } } },
      (request) => wechat.pending(request.cookies[PENDING_COOKIE]),
    );

    r.post(
      `${BASE}/bind`,
      {
        config: { public: true },
        schema: {
          tags: ['account'],
          body: wechatBindRequestSchema,
          response: { 200: loginResponseSchema, 429: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await wechat.bindPending(request.cookies[PENDING_COOKIE], request.body, client(request));
        reply.clearCookie(PENDING_COOKIE, { path: BASE });
        setTokenCookie(reply, result.token, secureCookie);
        return result;
      },
    );

    r.post(
      `${BASE}/register`,
      {
        config: { public: true },
        schema: {
          tags: ['account'],
          body: wechatRegisterRequestSchema,
          response: { 200: loginResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const result = await wechat.registerPending(request.cookies[PENDING_COOKIE], request.body, client(request));
        reply.clearCookie(PENDING_COOKIE, { path: BASE });
        setTokenCookie(reply, result.token, secureCookie);
        return result;
      },
    );

    r.post(
      `${BASE}/unbind`,
      {
        schema: {
          tags: ['account'],
          body: wechatUnbindRequestSchema,
          response: { 200: okResponseSchema, 403: errorResponseSchema, 429: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        await wechat.unbind(requireSession(request).user, request.body, client(request));
        return { ok: true as const };
      },
    );
  };
}
