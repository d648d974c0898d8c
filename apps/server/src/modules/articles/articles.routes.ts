import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARTICLE_INDEX_PATH,
  ARTICLES_PATH,
  articleIndexSchema,
  articleListQuerySchema,
  articleListSchema,
  articleSchema,
  articleWriteSchema,
  errorResponseSchema,
  INTERPRETATION_PREVIEW_PATH,
  INTERPRETATIONS_PATH,
  interpretationPreviewSchema,
  interpretationListQuerySchema,
  interpretationListSchema,
  interpretationSchema,
  interpretationSummarySchema,
  interpretationWriteSchema,
  LOCALES,
  PMID_PATTERN,
  PUBMED_PATH,
  pubmedStatusSchema,
  pubmedSummarySchema,
} from '@biocloud/contracts';
import { requireSession } from '../auth/session-hooks';
import type { ArticlesService } from './articles.service';
import type { InterpretationsService } from './interpretations.service';
import type { PubmedService } from './pubmed.service';
import type { Writer } from './writer';

const tags = ['articles'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const byId = z.object({ id: z.string() });
const written = z.object({ id: z.string() });
const byLocale = z.object({ locale: z.enum(LOCALES) });
const byPmid = z.object({ pmid: z.string().regex(PMID_PATTERN, 'PMID_INVALID') });
const articleDetailSchema = z.object({ article: articleSchema, interpretations: z.array(interpretationSummarySchema) });

function writer(request: FastifyRequest): Writer {
  const { user } = requireSession(request);
  return { id: user.id, isStaff: user.role === 'staff' || user.role === 'admin' };
}

/** Articles, literature interpretations and the PubMed fill (articles.service.ts, interpretations.service.ts). */
export function articlesRoutes(deps: {
  articles: ArticlesService;
  interpretations: InterpretationsService;
  pubmed: PubmedService;
}) {
  const { articles, interpretations, pubmed } = deps;
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      ARTICLE_INDEX_PATH,
      { schema: { tags, querystring: byLocale, response: { 200: articleIndexSchema, ...errors } } },
      async (request) => articles.index(request.query.locale),
    );
    r.get(
      ARTICLES_PATH,
      { schema: { tags, querystring: articleListQuerySchema, response: { 200: articleListSchema, ...errors } } },
      async (request) => articles.list(request.query.locale, request.query.key, request.query.pageNow),
    );
    r.post(
      ARTICLES_PATH,
      { schema: { tags, body: articleWriteSchema, response: { 200: written, ...errors } } },
      async (request) => articles.create(writer(request), request.body),
    );

    // Before ARTICLES_PATH/:id, whose parameter would take their first segment.
    r.get(PUBMED_PATH, { schema: { tags, response: { 200: pubmedStatusSchema, ...errors } } }, async () =>
      pubmed.status(),
    );
    r.get(
      `${PUBMED_PATH}/:pmid`,
      { schema: { tags, params: byPmid, response: { 200: pubmedSummarySchema, ...errors } } },
      async (request) => pubmed.summary(request.params.pmid),
    );
    r.get(
      INTERPRETATIONS_PATH,
      {
        schema: {
          tags,
          querystring: interpretationListQuerySchema,
          response: { 200: interpretationListSchema, ...errors },
        },
      },
      async (request) => interpretations.list(request.query.locale, request.query.key, request.query.pageNow),
    );
    r.post(
      INTERPRETATION_PREVIEW_PATH,
      {
        schema: {
          tags,
          body: interpretationWriteSchema,
          response: { 200: interpretationPreviewSchema, ...errors },
        },
      },
      async (request) => {
        requireSession(request);
        return interpretations.preview(request.body);
      },
    );
    r.get(
      `${INTERPRETATIONS_PATH}/:id`,
      { schema: { tags, params: byId, response: { 200: interpretationSchema, ...errors } } },
      async (request) => interpretations.detail(writer(request), request.params.id),
    );
    r.post(
      INTERPRETATIONS_PATH,
      { schema: { tags, body: interpretationWriteSchema, response: { 200: written, ...errors } } },
      async (request) => interpretations.create(writer(request), request.body),
    );
    r.put(
      `${INTERPRETATIONS_PATH}/:id`,
      { schema: { tags, params: byId, body: interpretationWriteSchema, response: { 200: written, ...errors } } },
      async (request) => interpretations.update(writer(request), request.params.id, request.body),
    );
    r.delete(
      `${INTERPRETATIONS_PATH}/:id`,
      { schema: { tags, params: byId, response: { 200: written, ...errors } } },
      async (request) => interpretations.remove(writer(request), request.params.id),
    );

    r.get(
      `${ARTICLES_PATH}/:id`,
      { schema: { tags, params: byId, response: { 200: articleDetailSchema, ...errors } } },
      async (request) => articles.detail(request.params.id),
    );
    r.put(
      `${ARTICLES_PATH}/:id`,
      { schema: { tags, params: byId, body: articleWriteSchema, response: { 200: written, ...errors } } },
      async (request) => articles.update(writer(request), request.params.id, request.body),
    );
    r.delete(
      `${ARTICLES_PATH}/:id`,
      { schema: { tags, params: byId, response: { 200: written, ...errors } } },
      async (request) => articles.remove(writer(request), request.params.id),
    );
  };
}
