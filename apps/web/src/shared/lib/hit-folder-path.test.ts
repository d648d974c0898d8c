import { describe, expect, it } from 'vitest';
import { hitFolderPath } from './hit-folder-path';

describe('hitFolderPath', () => {
  it('answers the folders above the file, or / for a file of the root', () => {
    expect(hitFolderPath({ filePath: '/runs/nested/reads.fq' })).toBe('/runs/nested');
    expect(hitFolderPath({ filePath: '/reads.fq' })).toBe('/');
  });
});
