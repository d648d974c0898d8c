import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { errorResponseSchema } from '@biocloud/contracts';
import { readTextFiles } from '../modules/content/text-files';
import { AppError } from './app-error';
import { installErrorHandler } from './error-handler';

const app = Fastify();

beforeAll(async () => {
  installErrorHandler(app, readTextFiles());
  app.get('/refused', () => {
    throw new AppError('FILE_NAME_EXISTS', 409);
  });
  app.post('/echo', (request) => request.body);
  await app.ready();
});
afterAll(() => app.close());

it('answers an AppError with its code and the text of the request locale', async () => {
  const answer = await app.inject({ url: '/refused', headers: { lang: 'en' } });
  expect(answer.statusCode).toBe(409);
  const body = errorResponseSchema.parse(answer.json());
  expect(body.code).toBe('FILE_NAME_EXISTS');
  expect(body.message).toBe(readTextFiles().en.errors?.FILE_NAME_EXISTS);
});

it('answers a code of the contract for what Fastify refuses itself, naming its own code in details', async () => {
  const answer = await app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json' },
    payload: '{not json',
  });
  expect(answer.statusCode).toBe(400);
  const body = errorResponseSchema.parse(answer.json());
  expect(body.code).toBe('BAD_REQUEST');
  expect(JSON.stringify(body.details)).toMatch(/^\{"reason":"FST_ERR_[A-Z_]+"\}$/);
});
