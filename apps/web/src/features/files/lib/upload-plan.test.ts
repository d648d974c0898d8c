import { describe, expect, it } from 'vitest';
import { FOLDER_UPLOAD_MAX_DEPTH, RESUMABLE_UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES } from '@biocloud/contracts';
import { parentFolder, planUpload } from './upload-plan';

describe('upload plan', () => {
  it('accepts files within the rules into the target folder, beyond the multipart limit too', () => {
    const plan = planUpload([
      { name: 'reads_1.fq', size: 10 },
      { name: 'big.bam', size: UPLOAD_MAX_BYTES + 1 },
      { name: 'max.bin', size: RESUMABLE_UPLOAD_MAX_BYTES },
    ]);
    expect(plan).toEqual({
      files: [
        { index: 0, folder: '' },
        { index: 1, folder: '' },
        { index: 2, folder: '' },
      ],
      refused: [],
    });
  });

  it('refuses bad names and files over the resumable limit with the contracts codes', () => {
    const plan = planUpload([
      { name: 'my file.txt', size: 1 },
      { name: 'huge.bam', size: RESUMABLE_UPLOAD_MAX_BYTES + 1 },
      { name: '数据.txt', size: 1 },
      { name: 'ok.txt', size: 1 },
    ]);
    expect(plan.refused).toEqual([
      { index: 0, code: 'UPLOAD_NAME_INVALID' },
      { index: 1, code: 'UPLOAD_TOO_LARGE' },
      { index: 2, code: 'UPLOAD_NAME_INVALID' },
    ]);
    expect(plan.files).toEqual([{ index: 3, folder: '' }]);
  });

  it('keeps the folder path of each file of a folder upload', () => {
    const plan = planUpload([
      { name: 'a.txt', size: 1, relativePath: 'run1/a.txt' },
      { name: 'b.txt', size: 1, relativePath: 'run1/sub/deep/b.txt' },
    ]);
    expect(plan.files).toEqual([
      { index: 0, folder: 'run1' },
      { index: 1, folder: 'run1/sub/deep' },
    ]);
  });

  it('refuses files under a folder the rule refuses', () => {
    const plan = planUpload([
      { name: 'a.txt', size: 1, relativePath: 'run 1/a.txt' },
      { name: 'b.txt', size: 1, relativePath: 'ok/b.txt' },
    ]);
    expect(plan.refused).toEqual([{ index: 0, code: 'FOLDER_NAME_INVALID' }]);
    expect(plan.files).toEqual([{ index: 1, folder: 'ok' }]);
  });

  it('refuses files nested deeper than the folder-upload limit', () => {
    const deep = `${Array.from({ length: FOLDER_UPLOAD_MAX_DEPTH + 1 }, (_, i) => `d${i}`).join('/')}/x.txt`;
    expect(planUpload([{ name: 'x.txt', size: 1, relativePath: deep }]).refused).toEqual([
      { index: 0, code: 'FOLDER_PATH_TOO_DEEP' },
    ]);
  });

  it('splits paths', () => {
    expect(parentFolder('a/b/c')).toBe('a/b');
    expect(parentFolder('a')).toBe('');
  });
});
