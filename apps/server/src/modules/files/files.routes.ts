import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  copyResponseSchema,
  copyRequestSchema,
  createFolderRequestSchema,
  deleteFilesRequestSchema,
  deleteFilesResponseSchema,
  errorResponseSchema,
  fileAttributesResponseSchema,
  fileListRequestSchema,
  fileListResponseSchema,
  fileUuidParamsSchema,
  fileUuidResponseSchema,
  fileUuidsResponseSchema,
  moveRequestSchema,
  okResponseSchema,
  renameRequestSchema,
  renameResponseSchema,
  saveAttributesRequestSchema,
  saveHeadersRequestSchema,
  saveHeadersResponseSchema,
  storageUsageResponseSchema,
  subfoldersResponseSchema,
} from '@biocloud/contracts';
import { requestLocale } from '../../http/request-locale';
import { requestCaller } from '../auth/request-caller';
import type { FileTreeService } from './file-tree.service';
import type { FilesService } from './files.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['files'];

/** Listing and organising data files; the bytes go through transfer.routes.ts. */
export function filesRoutes(files: FilesService, tree: FileTreeService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/v1/files/list',
      { schema: { tags, body: fileListRequestSchema, response: { 200: fileListResponseSchema, ...errors } } },
      async (request) => files.list(requestCaller(request), request.body, requestLocale(request)),
    );

    r.get(
      '/api/v1/files/usage',
      { schema: { tags, response: { 200: storageUsageResponseSchema, ...errors } } },
      async (request) => files.storageUsage(requestCaller(request)),
    );

    r.post(
      '/api/v1/files/headers',
      { schema: { tags, body: saveHeadersRequestSchema, response: { 200: saveHeadersResponseSchema, ...errors } } },
      async (request) => ({
        userHeadList: await files.saveHeaders(requestCaller(request), request.body.headIds, requestLocale(request)),
      }),
    );

    r.post(
      '/api/v1/files/folder',
      {
        schema: {
          tags,
          body: createFolderRequestSchema,
          response: { 200: fileUuidResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) => ({
        fileUuid: await files.createFolder(requestCaller(request), request.body.parentsUuid, request.body.fileName),
      }),
    );

    r.put(
      '/api/v1/files/rename',
      {
        schema: {
          tags,
          body: renameRequestSchema,
          response: { 200: renameResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) => files.rename(requestCaller(request), request.body.fileUuid, request.body.newName),
    );

    r.post(
      '/api/v1/files/move',
      {
        schema: {
          tags,
          body: moveRequestSchema,
          response: { 200: fileUuidsResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request) => ({
        fileUuids: await tree.move(requestCaller(request), request.body.sourceFileUuids, request.body.targetFolderUuid),
      }),
    );

    r.post(
      '/api/v1/files/copy',
      {
        schema: {
          tags,
          body: copyRequestSchema,
          response: { 200: copyResponseSchema, 409: errorResponseSchema, 413: errorResponseSchema, ...errors },
        },
      },
      async (request) => ({ files: await tree.copy(requestCaller(request), request.body) }),
    );

    r.delete(
      '/api/v1/files',
      { schema: { tags, body: deleteFilesRequestSchema, response: { 200: deleteFilesResponseSchema, ...errors } } },
      async (request) => ({ deleted: await tree.delete(requestCaller(request), request.body.fileUuids) }),
    );

    r.get(
      '/api/v1/files/:fileUuid/folders',
      { schema: { tags, params: fileUuidParamsSchema, response: { 200: subfoldersResponseSchema, ...errors } } },
      async (request) => files.subfolders(requestCaller(request), request.params.fileUuid),
    );

    r.get(
      '/api/v1/files/:fileUuid/attributes',
      { schema: { tags, params: fileUuidParamsSchema, response: { 200: fileAttributesResponseSchema, ...errors } } },
      async (request) => files.attributes(requestCaller(request), request.params.fileUuid),
    );

    r.put(
      '/api/v1/files/:fileUuid/attributes',
      {
        schema: {
          tags,
          params: fileUuidParamsSchema,
          body: saveAttributesRequestSchema,
          response: { 200: okResponseSchema, ...errors },
        },
      },
      async (request) => {
        await files.saveAttributes(requestCaller(request), request.params.fileUuid, request.body.custom);
        return { ok: true as const };
      },
    );
  };
}
