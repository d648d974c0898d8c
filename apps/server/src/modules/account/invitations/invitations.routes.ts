import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  INVITATION_PATH,
  invitationCheckQuerySchema,
  invitationCheckSchema,
  invitationCreateSchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationSchema,
  ownInvitationsSchema,
  STAFF_INVITATION_PATH,
  STAFF_ROLES,
} from '@biocloud/contracts';
import { requestLocale } from '../../../http/request-locale';
import { requireSession } from '../../auth/session-hooks';
import type { InvitationsService } from './invitations.service';

const tags = ['account'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const byId = z.object({ id: z.string().max(64) });
const staffOnly = { roles: STAFF_ROLES };

/**
 * Invitations: the staff's list and actions (STAFF_ROLES), everyone's own (the header's dialog, with a cap for
 * customers), and the public check the registration page makes of a link's token.
 */
export function invitationsRoutes(invitations: InvitationsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      STAFF_INVITATION_PATH,
      {
        config: staffOnly,
        schema: { tags, querystring: invitationListQuerySchema, response: { 200: invitationListSchema, ...errors } },
      },
      async (request) => invitations.list(request.query),
    );
    r.post(
      STAFF_INVITATION_PATH,
      {
        config: staffOnly,
        schema: { tags, body: invitationCreateSchema, response: { 200: invitationSchema, ...errors } },
      },
      async (request) =>
        invitations.create(requireSession(request).user, request.body, request.ip, requestLocale(request)),
    );
    r.post(
      `${STAFF_INVITATION_PATH}/:id/revoke`,
      { config: staffOnly, schema: { tags, params: byId, response: { 200: invitationSchema, ...errors } } },
      async (request) => invitations.revoke(requireSession(request).user, request.params.id, request.ip),
    );
    r.post(
      `${STAFF_INVITATION_PATH}/:id/mail`,
      { config: staffOnly, schema: { tags, params: byId, response: { 200: invitationSchema, ...errors } } },
      async (request) =>
        invitations.mail(requireSession(request).user, request.params.id, request.ip, requestLocale(request)),
    );

    // Anyone logged in: their own links (customers within their cap; no lifetime or e-mail choice).
    r.get(INVITATION_PATH, { schema: { tags, response: { 200: ownInvitationsSchema, ...errors } } }, async (request) =>
      invitations.own(requireSession(request).user),
    );
    r.post(INVITATION_PATH, { schema: { tags, response: { 200: invitationSchema, ...errors } } }, async (request) =>
      invitations.create(requireSession(request).user, {}, request.ip, requestLocale(request)),
    );
    r.post(
      `${INVITATION_PATH}/:id/revoke`,
      { schema: { tags, params: byId, response: { 200: invitationSchema, ...errors } } },
      async (request) => invitations.revoke(requireSession(request).user, request.params.id, request.ip),
    );

    r.get(
      '/api/v1/account/invitation',
      {
        config: { public: true },
        schema: {
          tags,
          querystring: invitationCheckQuerySchema,
          response: { 200: invitationCheckSchema, 400: errorResponseSchema },
        },
      },
      async (request) => invitations.check(request.query.token),
    );
  };
}
