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
 */
export function renderNoticeMail(texts: TextBundles, productName: string, mail: OutboxMail): RenderedMail {
  const parts = LOCALES.map((locale) => {
    const text = (key: string, params: Record<string, string | number> = {}) =>
      lookupText(texts, locale, `messages.${key}`, params) ?? key;
    const title = text(`kinds.${mail.kind}`, mail.params);
    return {
      subject: text('mail.subject', { product: productName, title }),
      body: `${title}\n\n${text('mail.footer', { product: productName })}`,
    };
  });
  return {
    subject: parts.map((p) => p.subject).join(' / '),
    text: parts.map((p) => p.body).join('\n\n----\n\n'),
  };
}
