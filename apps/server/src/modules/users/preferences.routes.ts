import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { errorResponseSchema, userPreferencesSchema, userPreferencesUpdateSchema } from '@biocloud/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/app-error';
import { requireSession } from '../auth/session-hooks';

const tags = ['account'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/** The caller's own settings: for now whether a compute job's end also comes by e-mail. */
export function preferencesRoutes(deps: { db: Database; config: Config }) {
  const emailAvailable = deps.config.SMTP_URL !== undefined;
  const read = async (userId: string) => {
    const row = await deps.db
      .selectFrom('users')
      .select(['notify_email', 'email'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return { notifyEmail: row.notify_email, email: row.email, emailAvailable };
  };
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/user/preferences',
      { schema: { tags, response: { 200: userPreferencesSchema, ...errors } } },
      async (request) => read(requireSession(request).user.id),
    );

    r.put(
      '/api/v1/user/preferences',
      { schema: { tags, body: userPreferencesUpdateSchema, response: { 200: userPreferencesSchema, ...errors } } },
      async (request) => {
        const { user } = requireSession(request);
        const { notifyEmail } = request.body;
        // E-mails need somewhere to go (checked on the row, in the same statement); turning them off always works.
        const result = await deps.db
          .updateTable('users')
          .set({ notify_email: notifyEmail })
          .where('id', '=', user.id)
          .$if(notifyEmail, (q) => q.where(sql<boolean>`coalesce(trim(email), '') <> ''`))
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) throw badRequest('NOTIFY_EMAIL_NO_ADDRESS');
        return read(user.id);
      },
    );
  };
}
