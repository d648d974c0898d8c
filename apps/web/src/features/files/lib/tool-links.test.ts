import { describe, expect, it } from 'vitest';
import { analysisToolHref, isAnalysisTool, isDrawable } from './tool-links';

const file = { fileUuid: '8b7d0a4e-4a4b-4a4b-8a4b-0123456789ab' };

describe('tool links of a data file', () => {
  it('opens each kind of analysis tool on its form page with the file', () => {
    expect(analysisToolHref('en', { softwareId: '1001', kind: 'tool' }, file)).toBe(
      `/en/software/tools/detail/small/1001?fileUuid=${file.fileUuid}`,
    );
    expect(analysisToolHref('zh', { softwareId: '1002', kind: 'fasta' }, file)).toBe(
      `/zh/software/tools/detail/fasta/1002?fileUuid=${file.fileUuid}`,
    );
    expect(isAnalysisTool({ kind: 'draw' })).toBe(false);
  });

  it("opens a project file's tool in the project", () => {
    expect(analysisToolHref('en', { softwareId: '1001', kind: 'tool' }, file, 'p-1')).toBe(
      `/en/software/tools/detail/small/1001?fileUuid=${file.fileUuid}&projectBaseId=p-1`,
    );
  });

  it('offers the drawing pages for table files only', () => {
    expect(isDrawable({ type: 'xls_txt', isFolder: false })).toBe(true);
    expect(isDrawable({ type: 'fasta', isFolder: false })).toBe(false);
    expect(isDrawable({ type: 'folder', isFolder: true })).toBe(false);
  });
});
