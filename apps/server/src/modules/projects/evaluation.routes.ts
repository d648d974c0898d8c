import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  evaluationInfoQuerySchema,
  evaluationInfoResponseSchema,
  projectIdParamsSchema,
  saveEvaluationRequestSchema,
  saveEvaluationResponseSchema,
} from '@biocloud/contracts';
import type { EvaluationService } from './evaluation.service';
import { projectCaller } from './project-access';
import { projectErrors as errors } from './projects.routes';

const tags = ['projects'];
const info = { 200: evaluationInfoResponseSchema, ...errors };

/** The project survey (paths in contracts/projects/evaluation-api.ts; the save keeps the spec's path). */
export function evaluationRoutes(deps: { evaluation: EvaluationService }) {
  const { evaluation } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/v1/projects/evaluation',
      { schema: { tags, querystring: evaluationInfoQuerySchema, response: info } },
      async (request) => evaluation.info(projectCaller(request), request.query),
    );
    r.get(
      '/api/v1/projects/:projectBaseId/evaluation',
      { schema: { tags, params: projectIdParamsSchema, response: info } },
      async (request) => evaluation.info(projectCaller(request), { projectBaseId: request.params.projectBaseId }),
    );
    r.post(
      '/modules/api/v5/newProject/saveEvaInfo',
      {
        schema: { tags, body: saveEvaluationRequestSchema, response: { 200: saveEvaluationResponseSchema, ...errors } },
      },
      async (request) => evaluation.save(projectCaller(request), request.body),
    );
  };
}
