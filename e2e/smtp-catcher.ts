import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpCatcher } from '../apps/server/src/modules/mail/test-support/smtp-catcher';

/**
 * The e2e server's SMTP server: the mail tests' own catcher (a real SMTP server on a loopback port), plus a loopback
 * HTTP endpoint answering what it caught as JSON (`?to=` one recipient's), since the tests run in other processes
 * than the global setup that holds the catcher.
 */
export async function startE2eSmtpCatcher() {
  const smtp = await startSmtpCatcher();
  const http = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://localhost').searchParams.get('to');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(to === null ? smtp.mails : smtp.to(to)));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    mailboxUrl: `http://127.0.0.1:${port}/mails`,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
