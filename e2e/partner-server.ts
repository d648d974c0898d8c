import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A partner service for the hand-over tests (jumpv1, jumpv3): every request is answered with a page that shows its
 * method, path and query, and the form body of a POST, so a test reads what the console sent.
 */
export async function startPartnerServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const escape = (s: string) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
      const body = Buffer.concat(chunks).toString('utf8');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>partner</title><p id="request">${escape(`${request.method} ${request.url}`)}</p>` +
          `<p id="body">${escape(body)}</p>`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
