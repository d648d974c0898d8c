import sanitizeHtml from 'sanitize-html';

/*
 * Rich text written by staff (help pages, articles, interpretations) is HTML from the browser: before it is stored
 * it keeps only the markup of a document (headings, paragraphs, lists, tables, links, images, code), never scripts,
 * styles, event handlers or javascript: links, so showing it to every user cannot run anything.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'iframe'), 'img', 'h1', 'h2'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    '*': [],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  // A link opening another tab never gets a hold on this one.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The words of rich text without its markup (for search and snippets); blocks end with a space. */
export function richTextWords(html: string): string {
  return sanitizeHtml(html.replace(/<\/(p|h\d|li|td|th|div|pre|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
