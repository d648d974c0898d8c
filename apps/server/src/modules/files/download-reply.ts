import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { DownloadAnswer, DownloadRequest } from './download.service';

/** Sends a download's answer: headers, then the bytes (opened only when a body is sent, never for HEAD). */
export function sendDownload(reply: FastifyReply, answer: DownloadAnswer, head: boolean) {
  void reply.status(answer.status).headers(answer.headers);
  return head ? reply.send() : reply.send(answer.open());
}

/** The Range headers of a request, as the download service reads them. */
export function downloadRequest(request: FastifyRequest, inline: boolean): DownloadRequest {
  return { range: request.headers.range, ifRange: [request.headers['if-range']].flat()[0], inline };
}

/** Runs a download, adding the Content-Range a 416 answer must carry. */
export async function rangeAware(reply: FastifyReply, run: () => Promise<DownloadAnswer>): Promise<DownloadAnswer> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'RANGE_NOT_SATISFIABLE') {
      void reply.header('content-range', `bytes */${(error.details as { size: number }).size}`);
    }
    throw error;
  }
}
