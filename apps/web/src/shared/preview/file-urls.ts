/** The bytes of a data file (GET /api/v1/files/:fileUuid/download); `inline` for image and PDF previews. */
export function downloadUrl(fileUuid: string, options: { inline?: boolean } = {}): string {
  const path = `/api/v1/files/${encodeURIComponent(fileUuid)}/download`;
  return options.inline ? `${path}?inline=1` : path;
}
