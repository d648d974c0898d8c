import { describe, expect, it } from 'vitest';
import { ATTACHMENTS_MAX_COUNT, ATTACHMENT_MAX_BYTES, UPLOAD_MAX_BYTES } from '../limits';
import {
  attachmentListSchema,
  attachmentSchema,
  uploadFileSchema,
  validateAttachment,
  validateAttachmentCount,
  validateAttachmentSize,
  validateAttachments,
  validateUploadFile,
  validateUploadSize,
} from './upload';

const MiB = 1024 * 1024;
const file = (size: number, name = 'a.txt') => ({ name, size });

describe('upload size', () => {
  it('accepts files up to 200000000 bytes', () => {
    expect(UPLOAD_MAX_BYTES).toBe(200000000);
    for (const size of [0, 1, 199_999_999, 200_000_000]) expect(validateUploadSize(size)).toEqual({ ok: true });
  });

  it('refuses larger files', () => {
    for (const size of [200_000_001, 200 * MiB, 10 * 1024 * MiB]) {
      expect(validateUploadSize(size)).toEqual({ ok: false, code: 'UPLOAD_TOO_LARGE' });
    }
  });
});

describe('validateUploadFile', () => {
  it('accepts a good name and size', () => {
    expect(validateUploadFile(file(100, 'reads_1.fq'))).toEqual({ ok: true });
    expect(uploadFileSchema.safeParse(file(100, 'reads_1.fq')).success).toBe(true);
  });

  it('checks the name first, then the size', () => {
    expect(validateUploadFile(file(UPLOAD_MAX_BYTES + 1, 'bad name'))).toEqual({
      ok: false,
      code: 'UPLOAD_NAME_INVALID',
    });
    expect(validateUploadFile(file(UPLOAD_MAX_BYTES + 1, 'ok.txt'))).toEqual({ ok: false, code: 'UPLOAD_TOO_LARGE' });
  });

  it('schema refuses bad names, big and malformed sizes', () => {
    expect(uploadFileSchema.safeParse(file(1, 'a b')).success).toBe(false);
    expect(uploadFileSchema.safeParse(file(UPLOAD_MAX_BYTES + 1)).success).toBe(false);
    expect(uploadFileSchema.safeParse(file(-1)).success).toBe(false);
    expect(uploadFileSchema.safeParse(file(1.5)).success).toBe(false);
  });
});

describe('attachments', () => {
  it('accept files up to 50 MiB', () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(50 * MiB);
    for (const size of [0, 50_000_000, 50 * MiB]) expect(validateAttachmentSize(size)).toEqual({ ok: true });
  });

  it('refuse files over 50 MiB', () => {
    for (const size of [50 * MiB + 1, 51 * MiB, UPLOAD_MAX_BYTES]) {
      expect(validateAttachmentSize(size)).toEqual({ ok: false, code: 'ATTACHMENT_TOO_LARGE' });
    }
  });

  it('accept at most 5', () => {
    expect(ATTACHMENTS_MAX_COUNT).toBe(5);
    for (const count of [0, 1, 5]) expect(validateAttachmentCount(count)).toEqual({ ok: true });
    for (const count of [6, 100])
      expect(validateAttachmentCount(count)).toEqual({ ok: false, code: 'TOO_MANY_ATTACHMENTS' });
  });

  it('check each name and size', () => {
    expect(validateAttachment(file(1, 'shot.png'))).toEqual({ ok: true });
    expect(validateAttachment(file(1, 'shot 1.png'))).toEqual({ ok: false, code: 'UPLOAD_NAME_INVALID' });
    expect(validateAttachment(file(51 * MiB, 'shot.png'))).toEqual({ ok: false, code: 'ATTACHMENT_TOO_LARGE' });
    expect(attachmentSchema.safeParse(file(1, 'shot.png')).success).toBe(true);
    expect(attachmentSchema.safeParse(file(51 * MiB, 'shot.png')).success).toBe(false);
  });

  it('validate a list: count first, then each file', () => {
    const five = Array.from({ length: 5 }, (_, i) => file(MiB, `f${i}.png`));
    expect(validateAttachments([])).toEqual({ ok: true });
    expect(validateAttachments(five)).toEqual({ ok: true });
    expect(validateAttachments([...five, file(1)])).toEqual({ ok: false, code: 'TOO_MANY_ATTACHMENTS' });
    expect(validateAttachments([file(1), file(51 * MiB)])).toEqual({ ok: false, code: 'ATTACHMENT_TOO_LARGE' });
    expect(validateAttachments([file(1, '?')])).toEqual({ ok: false, code: 'UPLOAD_NAME_INVALID' });
    expect(attachmentListSchema.safeParse(five).success).toBe(true);
    const six = attachmentListSchema.safeParse([...five, file(1)]);
    expect(six.success).toBe(false);
    expect(six.error?.issues.map((issue) => issue.message)).toContain('TOO_MANY_ATTACHMENTS');
  });
});
