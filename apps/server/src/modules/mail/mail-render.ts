import { LOCALES } from '@biocloud/contracts';
import { lookupText, type TextBundles } from '../content/text-files';
import type { OutboxMail } from './mail-outbox';

export interface RenderedMail {
  subject: string;
  text: string;
}

/**
 * A notice e-mail in both languages (users keep no language of their own): what happened is the message text of
 * its kind (messages.kinds), the same the message list shows; around it the mail texts of the messages namespace.
 * A kind with texts of its own under messages.mail.kinds.<kind> (subject, body, footer) uses those instead, as a
 * written e-mail whose content is no one-line notice does.
 */
export function renderNoticeMail(texts: TextBundles, productName: string, mail: OutboxMail): RenderedMail {
  const parts = LOCALES.map((locale) => {
    const params = { product: productName, ...mail.params };
    const text = (key: string, extra: Record<string, string | number> = {}) =>
      lookupText(texts, locale, `messages.${key}`, { ...params, ...extra });
    const own = (part: string) => text(`mail.kinds.${mail.kind}.${part}`);
    const title = text(`kinds.${mail.kind}`) ?? mail.kind;
    return {
      subject: own('subject') ?? text('mail.subject', { title }) ?? title,
      body: `${own('body') ?? title}\n\n${own('footer') ?? text('mail.footer') ?? ''}`,
    };
  });
  return {
    subject: parts.map((p) => p.subject).join(' / '),
    text: parts.map((p) => p.body).join('\n\n----\n\n'),
  };
}
