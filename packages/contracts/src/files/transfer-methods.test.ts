import { describe, expect, it } from 'vitest';
import { DOWNLOAD_CHECK_MIN_EXCLUSIVE_BYTES, FTP_SINGLE_FILE_MIN_BYTES } from '../limits';
import { preferredTransferMethod, transferMethods } from './transfer-methods';

const ok = { allowed: true, reason: null };

describe('transferMethods (spec 000 §4)', () => {
  it('sends small downloads over HTTP; a single file under the FTP minimum cannot use FTP', () => {
    const methods = transferMethods({ totalBytes: 10, singleFileBytes: 10, objectStorageDisabled: false });
    expect(methods).toEqual({
      http: ok,
      objectStorage: ok,
      ftp: { allowed: false, reason: 'FTP_SINGLE_FILE_TOO_SMALL' },
    });
    expect(preferredTransferMethod(methods)).toBe('http');
  });

  it('lets several files and single files from the FTP minimum use FTP', () => {
    expect(transferMethods({ totalBytes: 10, singleFileBytes: null, objectStorageDisabled: false }).ftp).toEqual(ok);
    const atMinimum = { totalBytes: FTP_SINGLE_FILE_MIN_BYTES, singleFileBytes: FTP_SINGLE_FILE_MIN_BYTES };
    expect(transferMethods({ ...atMinimum, objectStorageDisabled: false }).ftp).toEqual(ok);
  });

  it('sends more than the download-check size through object storage, or FTP where the region has none', () => {
    const total = DOWNLOAD_CHECK_MIN_EXCLUSIVE_BYTES + 1;
    const open = transferMethods({ totalBytes: total, singleFileBytes: total, objectStorageDisabled: false });
    expect(open.http).toEqual({ allowed: false, reason: 'OVER_HTTP_LIMIT' });
    expect(preferredTransferMethod(open)).toBe('objectStorage');
    const closed = transferMethods({ totalBytes: total, singleFileBytes: total, objectStorageDisabled: true });
    expect(closed.objectStorage).toEqual({ allowed: false, reason: 'REGION_DISABLED' });
    expect(preferredTransferMethod(closed)).toBe('ftp');
    expect(
      transferMethods({
        totalBytes: DOWNLOAD_CHECK_MIN_EXCLUSIVE_BYTES,
        singleFileBytes: null,
        objectStorageDisabled: true,
      }).http,
    ).toEqual(ok);
  });

  it('has no method when none is allowed', () => {
    const none = transferMethods({
      totalBytes: DOWNLOAD_CHECK_MIN_EXCLUSIVE_BYTES + 1,
      singleFileBytes: 1,
      objectStorageDisabled: true,
    });
    expect(preferredTransferMethod(none)).toBeNull();
  });
});
