import { createReadStream } from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { TOKEN_HEADER, TUS_ENDPOINT, TUS_FILE_UUID_HEADER, TUS_METADATA, TUS_VERSION } from '@biocloud/contracts';

/**
 * A tus 1.0 client over node:http, as a browser's tus client sends a file: POST to create the upload (name, folder
 * and the whole file's sha256 in Upload-Metadata), then PATCH requests of `chunkBytes` each, streamed from the file.
 */
export async function tusUpload(opts: {
  baseUrl: string;
  token: string;
  filePath: string;
  size: number;
  sha256: string;
  name: string;
  chunkBytes: number;
}): Promise<string> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const common = { 'tus-resumable': TUS_VERSION, [TOKEN_HEADER]: opts.token };
  const metadata = Object.entries({
    [TUS_METADATA.filename]: opts.name,
    [TUS_METADATA.parentsUuid]: '0',
    [TUS_METADATA.sha256]: opts.sha256,
  })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  try {
    const created = await send(agent, `${opts.baseUrl}${TUS_ENDPOINT}`, 'POST', {
      ...common,
      'upload-length': String(opts.size),
      'upload-metadata': metadata,
    });
    const location = created.headers.location;
    if (created.status !== 201 || !location) throw new Error(`tus create: HTTP ${created.status} ${created.body}`);
    let fileUuid: string | undefined;
    for (let offset = 0; offset < opts.size; offset += opts.chunkBytes) {
      const length = Math.min(opts.chunkBytes, opts.size - offset);
      const answer = await send(
        agent,
        `${opts.baseUrl}${location}`,
        'PATCH',
        {
          ...common,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
          'content-length': String(length),
        },
        { path: opts.filePath, start: offset, end: offset + length - 1 },
      );
      if (answer.status !== 204) throw new Error(`tus PATCH at ${offset}: HTTP ${answer.status} ${answer.body}`);
      const header = answer.headers[TUS_FILE_UUID_HEADER.toLowerCase()];
      if (typeof header === 'string') fileUuid = header;
    }
    if (!fileUuid) throw new Error('the upload ended without a file');
    return fileUuid;
  } finally {
    agent.destroy();
  }
}

const READ_BYTES = 4 * 1024 * 1024;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(
  agent: http.Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  file?: { path: string; start: number; end: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    request.once('error', reject);
    if (!file) request.end();
    // Large reads, so the client spends little CPU per byte: the bench measures the server, on a machine it shares.
    else pipeline(createReadStream(file.path, { ...file, highWaterMark: READ_BYTES }), request).catch(reject);
  });
}
