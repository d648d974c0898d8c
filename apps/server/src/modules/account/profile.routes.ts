import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  errorResponseSchema,
  PHOTO_MAX_BYTES,
  PHOTO_PATH,
  profileSchema,
  profileUpdateSchema,
} from '@biocloud/contracts';
import { AppError } from '../../http/app-error';
import { requireSession } from '../auth/session-hooks';
import type { ProfileService } from './profile.service';

const tags = ['account'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
};

/** The caller's own profile and photo (userinfo/edit, spec 001 §7: GET profile, POST save, GET photo, POST photoFile). */
export function profileRoutes(deps: { profile: ProfileService }) {
  const { profile } = deps;
  return async (app: FastifyInstance) => {
    // The photo is the only multipart body of this scope: one file, refused past PHOTO_MAX_BYTES while it streams.
    await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: PHOTO_MAX_BYTES } });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/account/profile',
      { schema: { tags, response: { 200: profileSchema, ...errors } } },
      async (request) => profile.get(requireSession(request).user.id),
    );

    r.post(
      '/api/v1/account/profile',
      { schema: { tags, body: profileUpdateSchema, response: { 200: profileSchema, ...errors } } },
      async (request) => profile.save(requireSession(request).user.id, request.body),
    );

    r.get(PHOTO_PATH, { schema: { tags, produces: ['image/webp'] } }, async (request, reply) => {
      const bytes = await profile.photo(requireSession(request).user.id);
      // Each photo has its own URL (?v=): a browser may keep it, privately.
      return reply.type('image/webp').header('cache-control', 'private, max-age=86400').send(bytes);
    });

    r.post(
      PHOTO_PATH,
      { schema: { tags, consumes: ['multipart/form-data'], response: { 200: profileSchema, ...errors } } },
      async (request) => {
        const userId = requireSession(request).user.id;
        let upload: Buffer;
        try {
          const file = await request.file();
          if (!file || file.fieldname !== 'photoFile') throw new AppError('PHOTO_NOT_IMAGE', 400);
          upload = await file.toBuffer();
        } catch (error) {
          if (error instanceof AppError) throw error;
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('PHOTO_TOO_LARGE', 413, { max: PHOTO_MAX_BYTES / 1024 / 1024 });
          }
          throw new AppError('PHOTO_NOT_IMAGE', 400);
        }
        return profile.setPhoto(userId, upload);
      },
    );
  };
}
