import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ATTACHMENT_MAX_BYTES,
  errorResponseSchema,
  SAMPLE_IO_API,
  sampleTemplateListSchema,
  sampleTemplateSchema,
  saveSampleTemplateRequestSchema,
  sheetImportQuerySchema,
  sheetImportResultSchema,
  templateIdQuerySchema,
} from '@biocloud/contracts';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { requestLocale } from '../../../http/request-locale';
import { contentDisposition } from '../../files/content-disposition';
import { sampleCaller } from '../sample-access';
import type { SampleTemplatesService } from './sample-templates.service';
import type { SheetImportService } from './sheet-import.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['samples'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sample templates and the spreadsheet import (spec 001 §7, the sampleInformation gateway). */
export function sampleImportRoutes(deps: { sheetImport: SheetImportService; templates: SampleTemplatesService }) {
  const { sheetImport, templates } = deps;
  return async (app: FastifyInstance) => {
    // One spreadsheet per request, refused past the attachment limit while it streams.
    await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: ATTACHMENT_MAX_BYTES } });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      `${SAMPLE_IO_API}/getSampleTemplate`,
      { schema: { tags, response: { 200: sampleTemplateListSchema, ...errors } } },
      async (request) => templates.list(sampleCaller(request)),
    );
    r.post(
      `${SAMPLE_IO_API}/saveSampleTemplate`,
      { schema: { tags, body: saveSampleTemplateRequestSchema, response: { 200: sampleTemplateSchema, ...errors } } },
      async (request) => templates.save(sampleCaller(request), request.body),
    );
    r.delete(
      `${SAMPLE_IO_API}/deleteSampleTemplate`,
      { schema: { tags, querystring: templateIdQuerySchema, response: { 200: z.object({}), ...errors } } },
      async (request) => {
        await templates.remove(sampleCaller(request), request.query.templateId);
        return {};
      },
    );

    r.get(`${SAMPLE_IO_API}/downLoadTemplateFile`, { schema: { tags, produces: [XLSX] } }, async (request, reply) => {
      const locale = requestLocale(request);
      const bytes = await sheetImport.template(locale);
      return reply
        .type(XLSX)
        .header('content-disposition', contentDisposition('attachment', `sample-sheet-${locale}.xlsx`))
        .header('cache-control', 'no-store')
        .send(bytes);
    });

    r.post(
      `${SAMPLE_IO_API}/upLoadSampleFileByContent`,
      {
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          querystring: sheetImportQuerySchema,
          response: { 200: sheetImportResultSchema, ...errors, 413: errorResponseSchema },
        },
      },
      async (request) => {
        const caller = sampleCaller(request);
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) throw new AppError('SAMPLE_SHEET_UNREADABLE', 400);
          bytes = await file.toBuffer();
        } catch (error) {
          if (error instanceof AppError) throw error;
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('ATTACHMENT_TOO_LARGE', 413);
          }
          throw new AppError('SAMPLE_SHEET_UNREADABLE', 400);
        }
        return sheetImport.import(caller, {
          sampleId: request.query.sampleId,
          replace: request.query.replace === 'true',
          bytes,
          locale: requestLocale(request),
        });
      },
    );
  };
}
