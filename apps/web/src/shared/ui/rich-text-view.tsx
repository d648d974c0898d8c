import './rich-text-view.css';

/**
 * Rich text of help pages, articles and interpretations: the server sanitized it before storing (modules/help/rich-text.ts), so it
 * is shown as markup. The editor's preview shows the writer's own unsaved text to that writer alone.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
