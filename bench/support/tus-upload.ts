import http from 'node:http';
import { TOKEN_HEADER, TUS_ENDPOINT, TUS_FILE_UUID_HEADER, TUS_METADATA, TUS_VERSION } from '@biocloud/contracts';
import { run } from './commands';

/**
 * A tus 1.0 upload as a browser's tus client sends a file: POST to create the upload (name, folder and the whole
 * file's sha256 in Upload-Metadata), then the whole file in one PATCH request (tus-js-client's default chunkSize is Infinity, and the web client sets
 * none: a cut connection resumes from the offset the server saved). The PATCH body goes through curl: a
 * native client, as a browser's network stack is, costs the two shared cores far less per byte than a Node client
 * would, so the figure is the server's.
 */
export async function tusUpload(opts: {
  baseUrl: string;
  token: string;
  filePath: string;
  size: number;
  sha256: string;
  name: string;
}): Promise<string> {
  const common = { 'tus-resumable': TUS_VERSION, [TOKEN_HEADER]: opts.token };
  const metadata = Object.entries({
    [TUS_METADATA.filename]: opts.name,
    [TUS_METADATA.parentsUuid]: '0',
    [TUS_METADATA.sha256]: opts.sha256,
  })
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
  const created = await create(`${opts.baseUrl}${TUS_ENDPOINT}`, {
    ...common,
    'upload-length': String(opts.size),
    'upload-metadata': metadata,
  });
  const headers = {
    ...common,
    'content-type': 'application/offset+octet-stream',
    'upload-offset': '0',
    // No "Expect: 100-continue" round trip before the body.
    expect: '',
  };
  const answer = await run('curl', [
    '--silent',
    '--show-error',
    '--request',
    'PATCH',
    ...Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}: ${value}`]),
    '--upload-file',
    opts.filePath,
    '--output',
    '/dev/null',
    '--dump-header',
    '-',
    `${opts.baseUrl}${created}`,
  ]);
  const status = /^HTTP\/[\d.]+ (\d+)/m.exec(answer)?.[1];
  if (status !== '204') throw new Error(`tus PATCH: ${answer.split('\r\n')[0]}`);
  const fileUuid = new RegExp(`^${TUS_FILE_UUID_HEADER}: *(\\S+)`, 'im').exec(answer)?.[1];
  if (!fileUuid) throw new Error('the upload ended without a file');
  return fileUuid;
}

/** POSTs the creation request; answers the upload's Location. */
function create(url: string, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const location = response.headers.location;
        if (response.statusCode === 201 && location) resolve(location);
        else reject(new Error(`tus create: HTTP ${response.statusCode} ${Buffer.concat(chunks).toString()}`));
      });
    });
    request.once('error', reject);
    request.end();
  });
}
