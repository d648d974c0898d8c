import { describe, expect, it } from 'vitest';
import { toolDetailPath } from './tool-route';

describe('tool detail routes', () => {
  it('open each kind of tool on its spec route', () => {
    expect(toolDetailPath('zh', { softwareId: '1001', kind: 'tool' })).toBe('/zh/software/tools/detail/small/1001');
    expect(toolDetailPath('en', { softwareId: '1021', kind: 'table' })).toBe('/en/software/tools/detail/table/1021');
    expect(toolDetailPath('en', { softwareId: '1002', kind: 'fasta' })).toBe('/en/software/tools/detail/fasta/1002');
  });
});
