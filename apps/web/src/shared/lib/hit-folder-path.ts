/** The folder a file lives in, as a path from its root ('/' for the root itself): where a search hit was found. */
export function hitFolderPath(file: { filePath: string }): string {
  return file.filePath.slice(0, file.filePath.lastIndexOf('/')) || '/';
}
