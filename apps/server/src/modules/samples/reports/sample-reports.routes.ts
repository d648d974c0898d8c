import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ATTACHMENT_MAX_BYTES,
  batchReportQuerySchema,
  errorResponseSchema,
  reportIdParamsSchema,
  SAMPLE_IO_API,
  sampleDocumentListSchema,
  sampleDocumentQuerySchema,
  sampleDocumentSchema,
  type SampleDocumentKind,
} from '@biocloud/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../http/app-error';
import { requestLocale } from '../../../http/request-locale';
import { sampleCaller } from '../sample-access';
import type { SampleReportsService } from './sample-reports.service';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const tags = ['samples'];

/** The one PDF of an upload request, refused past the attachment limit while it streams. */
async function pdfUpload(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  try {
    const file = await request.file();
    if (!file) throw new AppError('SAMPLE_REPORT_NOT_PDF', 400);
    const bytes = await file.toBuffer();
    return { fileName: file.filename.split(/[\\/]/).pop() || 'report.pdf', bytes };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('ATTACHMENT_TOO_LARGE', 413);
    throw new AppError('SAMPLE_REPORT_NOT_PDF', 400);
  }
}

/** Test reports (getSampleReport, batchDownLoadReport) and the signed sheet (uploadSamplePdf) of samples. */
export function sampleReportsRoutes(deps: { reports: SampleReportsService }) {
  const { reports } = deps;
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: ATTACHMENT_MAX_BYTES } });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const upload =
      (kind: SampleDocumentKind) => async (request: FastifyRequest<{ Querystring: { sampleId: string } }>) =>
        reports.upload(sampleCaller(request), {
          sampleId: request.query.sampleId,
          kind,
          ...(await pdfUpload(request)),
        });
    const uploadSchema = {
      tags,
      consumes: ['multipart/form-data'],
      querystring: sampleDocumentQuerySchema.pick({ sampleId: true }),
      response: { 200: sampleDocumentSchema, ...errors, 413: errorResponseSchema },
    };

    r.get(
      `${SAMPLE_IO_API}/getSampleReport`,
      {
        schema: {
          tags,
          querystring: sampleDocumentQuerySchema,
          response: { 200: sampleDocumentListSchema, ...errors },
        },
      },
      async (request) => reports.list(sampleCaller(request), request.query.sampleId, request.query.kind),
    );
    r.post(`${SAMPLE_IO_API}/uploadSampleReport`, { schema: uploadSchema }, upload('report'));
    r.post(`${SAMPLE_IO_API}/uploadSamplePdf`, { schema: uploadSchema }, upload('signedSheet'));

    r.get(
      `${SAMPLE_IO_API}/report/:reportId`,
      { schema: { tags, params: reportIdParamsSchema, produces: ['application/pdf'] } },
      async (request, reply) => {
        const answer = await reports.open(sampleCaller(request), request.params.reportId);
        return reply.headers(answer.headers).send(answer.open());
      },
    );
    r.get(
      `${SAMPLE_IO_API}/sampleSheetPdf`,
      {
        schema: {
          tags,
          querystring: sampleDocumentQuerySchema.pick({ sampleId: true }),
          produces: ['application/pdf'],
        },
      },
      async (request, reply) => {
        const answer = await reports.sheetPdf(sampleCaller(request), request.query.sampleId, requestLocale(request));
        return reply.headers(answer.headers).send(answer.open());
      },
    );
    r.get(
      `${SAMPLE_IO_API}/batchDownLoadReport`,
      { schema: { tags, querystring: batchReportQuerySchema, produces: ['application/zip'] } },
      async (request, reply) => {
        const answer = await reports.zip(sampleCaller(request), request.query.sampleIds);
        return reply.headers(answer.headers).send(answer.open());
      },
    );
  };
}
