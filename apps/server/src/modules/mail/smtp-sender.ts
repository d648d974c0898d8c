import nodemailer from 'nodemailer';

export interface MailSender {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
  close(): void;
}

/**
 * Sends through the SMTP server of `url` (smtp:// or smtps://, credentials in the URL). Short timeouts: a stuck
 * server delays the outbox loop, not a request, but it should still give up and let the row be retried.
 */
export function createSmtpSender(url: string, from: string): MailSender {
  const transport = nodemailer.createTransport(
    { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
