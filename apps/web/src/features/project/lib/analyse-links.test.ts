import { describe, expect, it } from 'vitest';
import { analyseCardPath } from './analyse-links';

describe('analyse card links', () => {
  it('open the tool of the kind with the project preselected', () => {
    expect(analyseCardPath('en', { kind: 'tool', softwareId: '12', typeName: null }, 'p-1')).toBe(
      '/en/software/tools/detail/small/12?projectBaseId=p-1',
    );
    expect(analyseCardPath('zh', { kind: 'fasta', softwareId: '7', typeName: null }, 'p-1')).toBe(
      '/zh/software/tools/detail/fasta/7?projectBaseId=p-1',
    );
  });

  it('open apps in their own catalogue', () => {
    expect(analyseCardPath('en', { kind: 'app', softwareId: 'a1', typeName: 'medicineApp' }, 'p 2')).toBe(
      '/en/software/medical/detail/a1?projectBaseId=p+2',
    );
    expect(analyseCardPath('zh', { kind: 'app', softwareId: '2004', typeName: 'agricultureApp' }, 'p-1')).toBe(
      '/zh/software/agriculture/detail/2004?projectBaseId=p-1',
    );
    expect(analyseCardPath('en', { kind: 'app', softwareId: 'a1', typeName: null }, 'p-1')).toBeNull();
  });
});
