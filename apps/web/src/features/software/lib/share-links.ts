/*
 * The three share channels of a tool (spec 000 §2: copy link, QR code, e-mail) all carry one absolute link.
 */

/** The page's address as someone else opens it: the path on this origin (they log in first if they must). */
export function shareUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}

/** A mailto: link that opens the user's mail program with the subject and body filled in and no recipient yet. */
export function mailtoLink(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
