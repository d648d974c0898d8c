import { describe, expect, it } from 'vitest';
import { compareVersions, findVersion } from './version';

describe('findVersion', () => {
  it('reads what the catalog tools print', () => {
    expect(findVersion('seqkit v2.3.0')).toBe('2.3.0');
    expect(findVersion('\nProgram: bwa\nVersion: 0.7.17-r1188\n', 'Version: (\\d+\\.\\d+\\.\\d+)')).toBe('0.7.17');
    expect(findVersion('2.24-r1122')).toBe('2.24');
    expect(findVersion('samtools 1.16.1\nUsing htslib 1.16')).toBe('1.16.1');
    expect(findVersion('Usage: FastTree 2.1.11 Double precision', 'FastTree (\\d+\\.\\d+(?:\\.\\d+)?)')).toBe('2.1.11');
    expect(findVersion('no version here')).toBeUndefined();
  });
});

describe('compareVersions', () => {
  it('compares part by part, missing parts as 0', () => {
    expect(compareVersions('2.3.0', '2.0')).toBeGreaterThan(0);
    expect(compareVersions('0.7.17', '0.7.15')).toBeGreaterThan(0);
    expect(compareVersions('1.9', '1.10')).toBeLessThan(0);
    expect(compareVersions('2.1', '2.1.0')).toBe(0);
  });
});
