/** How a report opens: HTML and PDF inside the page (the server serves them inline), anything else downloads. */
export type ReportView = 'html' | 'pdf' | 'download';

export function reportViewOf(fileType: string): ReportView {
  const type = fileType.toLowerCase();
  if (type === 'html' || type === 'htm') return 'html';
  return type === 'pdf' ? 'pdf' : 'download';
}
