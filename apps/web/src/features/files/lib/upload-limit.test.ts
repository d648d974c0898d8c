import { describe, expect, it } from 'vitest';
import { BYTES_PER_FILE_SIZE_UNIT, RESUMABLE_UPLOAD_MAX_BYTES } from '@biocloud/contracts';
import { perFileUploadLimit } from './upload-limit';

const GB = BYTES_PER_FILE_SIZE_UNIT.GB;

describe('perFileUploadLimit (walkthrough L11: the dialog promised 1 TB to a user with 100 GB of space)', () => {
  it('is the free space when that is below the resumable limit', () => {
    expect(perFileUploadLimit({ usedBytes: 30 * GB, quotaBytes: 100 * GB })).toBe(70 * GB);
  });
  it('is the resumable limit when more space is free', () => {
    expect(perFileUploadLimit({ usedBytes: 0, quotaBytes: 4096 * GB })).toBe(RESUMABLE_UPLOAD_MAX_BYTES);
  });
  it('is never negative over quota', () => {
    expect(perFileUploadLimit({ usedBytes: 101 * GB, quotaBytes: 100 * GB })).toBe(0);
  });
});
