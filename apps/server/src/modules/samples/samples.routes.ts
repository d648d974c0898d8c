import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  constructionTypeRequestSchema,
  constructionTypeResponseSchema,
  createSampleRequestSchema,
  deleteSampleRequestSchema,
  deleteSampleResponseSchema,
  editSampleRequestSchema,
  errorResponseSchema,
  linkSampleProjectRequestSchema,
  moveSampleRequestSchema,
  salesForceInfoResponseSchema,
  sampleDetailResponseSchema,
  sampleIdParamsSchema,
  sampleIdQuerySchema,
  sampleInformationSchema,
  sampleListRequestSchema,
  sampleListResponseSchema,
  sampleProcessResponseSchema,
  sampleSchema,
  saveSampleInformationRequestSchema,
  sendSampleRequestSchema,
} from '@biocloud/contracts';
import { sampleCaller } from './sample-access';
import type { SamplesService } from './samples.service';

export const sampleErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const errors = sampleErrors;
const tags = ['samples'];
const byId = { tags, params: sampleIdParamsSchema };

/**
 * The sample list and its row actions (spec 001 §7: list, deleteSampleInfo, sendSampleInformation) under
 * /api/v1/samples, and the sheet calls of the sampleInformation gateway under /api/v1/sampleInformation.
 */
export function samplesRoutes(deps: { samples: SamplesService }) {
  const { samples } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/v1/samples/list',
      { schema: { tags, body: sampleListRequestSchema, response: { 200: sampleListResponseSchema, ...errors } } },
      async (request) => samples.list(sampleCaller(request), request.body),
    );
    r.post(
      '/api/v1/samples',
      { schema: { tags, body: createSampleRequestSchema, response: { 200: sampleSchema, ...errors } } },
      async (request) => samples.create(sampleCaller(request), request.body),
    );
    r.delete(
      '/api/v1/samples/deleteSampleInfo',
      { schema: { tags, body: deleteSampleRequestSchema, response: { 200: deleteSampleResponseSchema, ...errors } } },
      async (request) => samples.remove(sampleCaller(request), request.body.sampleId),
    );
    r.post(
      '/api/v1/samples/sendSampleInformation',
      { schema: { tags, body: sendSampleRequestSchema, response: { 200: sampleSchema, ...errors } } },
      async (request) => samples.send(sampleCaller(request), request.body),
    );
    r.get(
      '/api/v1/samples/:sampleId',
      { schema: { ...byId, response: { 200: sampleDetailResponseSchema, ...errors } } },
      async (request) => samples.detail(sampleCaller(request), request.params.sampleId),
    );
    r.post(
      '/api/v1/samples/:sampleId/edit',
      { schema: { ...byId, body: editSampleRequestSchema, response: { 200: sampleSchema, ...errors } } },
      async (request) => samples.edit(sampleCaller(request), request.params.sampleId, request.body),
    );
    r.post(
      '/api/v1/samples/:sampleId/move',
      { schema: { ...byId, body: moveSampleRequestSchema, response: { 200: sampleSchema, ...errors } } },
      async (request) =>
        samples.move(sampleCaller(request), request.params.sampleId, request.body.to, request.body.note),
    );
    r.post(
      '/api/v1/samples/:sampleId/project',
      {
        schema: {
          ...byId,
          body: linkSampleProjectRequestSchema,
          response: { 200: sampleDetailResponseSchema, ...errors },
        },
      },
      async (request) =>
        samples.linkProject(sampleCaller(request), request.params.sampleId, request.body.projectBaseId),
    );

    r.get(
      '/api/v1/sampleInformation/getSampleProcess',
      { schema: { tags, querystring: sampleIdQuerySchema, response: { 200: sampleProcessResponseSchema, ...errors } } },
      async (request) => samples.process(sampleCaller(request), request.query.sampleId),
    );
    r.get(
      '/api/v1/sampleInformation/getSampleInformationById',
      { schema: { tags, querystring: sampleIdQuerySchema, response: { 200: sampleInformationSchema, ...errors } } },
      async (request) => samples.information(sampleCaller(request), request.query.sampleId),
    );
    r.post(
      '/api/v1/sampleInformation/saveSampleInformation',
      {
        schema: {
          tags,
          body: saveSampleInformationRequestSchema,
          response: { 200: sampleInformationSchema, ...errors },
        },
      },
      async (request) => samples.saveInformation(sampleCaller(request), request.body),
    );
    r.post(
      '/api/v1/sampleInformation/getConstructionType',
      {
        schema: {
          tags,
          body: constructionTypeRequestSchema,
          response: { 200: constructionTypeResponseSchema, ...errors },
        },
      },
      async (request) => samples.constructionTypes(request.body.sampleType),
    );
    r.get(
      '/api/v1/sampleInformation/getSalesForceInfo',
      { schema: { tags, response: { 200: salesForceInfoResponseSchema, ...errors } } },
      async (request) => samples.salesForceInfo(sampleCaller(request)),
    );
  };
}
