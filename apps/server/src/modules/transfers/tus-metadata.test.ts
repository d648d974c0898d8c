import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { readUploadMetadata } from './tus-metadata';

const header = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
const sha = 'AB'.repeat(32);
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? [error.code, error.details] : error;
  }
  return 'accepted';
};

describe('readUploadMetadata', () => {
  it('reads the target of a plain and of a folder upload; the hash is kept in lower case', () => {
    expect(readUploadMetadata(header({ filename: 'r.fq', parentsUuid: '0', sha256: sha }))).toEqual({
      fileName: 'r.fq',
      parentsUuid: '0',
      folders: [],
      relativePath: '',
      sha256: sha.toLowerCase(),
    });
    expect(
      readUploadMetadata(header({ filename: 'r.fq', parentsUuid: '0', relativePath: 'run/lane_1', sha256: sha })),
    ).toMatchObject({ folders: ['run', 'lane_1'] });
  });

  it.each([
    [undefined, ['UPLOAD_METADATA_INVALID', { field: 'filename' }]],
    ['filename %%%', ['UPLOAD_METADATA_INVALID', { field: 'Upload-Metadata' }]],
    [header({ parentsUuid: '0', sha256: sha }), ['UPLOAD_METADATA_INVALID', { field: 'filename' }]],
    [header({ filename: '../x', parentsUuid: '0', sha256: sha }), ['UPLOAD_NAME_INVALID', undefined]],
    [header({ filename: 'a.fq', sha256: sha }), ['UPLOAD_METADATA_INVALID', { field: 'parentsUuid' }]],
    [header({ filename: 'a.fq', parentsUuid: '0' }), ['UPLOAD_METADATA_INVALID', { field: 'sha256' }]],
    [header({ filename: 'a.fq', parentsUuid: '0', sha256: 'abc' }), ['UPLOAD_METADATA_INVALID', { field: 'sha256' }]],
    [
      header({ filename: 'a.fq', parentsUuid: '0', sha256: sha, relativePath: '../etc' }),
      ['FOLDER_NAME_INVALID', undefined],
    ],
    [
      header({ filename: 'a.fq', parentsUuid: '0', sha256: sha, relativePath: '/abs' }),
      ['FOLDER_NAME_INVALID', undefined],
    ],
  ])('refuses %j', (raw, expected) => {
    expect(codeOf(() => readUploadMetadata(raw))).toEqual(expected);
  });
});
