import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX_COUNT, UPLOAD_MAX_BYTES } from '../limits';
import { validateUploadName, uploadNameSchema } from './file-names';
import { invalid, VALID, schemaFromValidator, type ValidationResult } from './validation-result';

/*
 * Size and count rules of uploads (spec 000 §5) and of form attachments such as the suggestion form's (spec 001 §5).
 * Names are checked by the upload-name rule of ./file-names in both cases. Sizes are bytes.
 */

export interface FileDescriptor {
  readonly name: string;
  readonly size: number;
}

const byteCountSchema = z.number().int().nonnegative();

export function validateUploadSize(size: number): ValidationResult<'UPLOAD_TOO_LARGE'> {
  return size <= UPLOAD_MAX_BYTES ? VALID : invalid('UPLOAD_TOO_LARGE');
}

/** Name first, then size, before a byte is stored. */
export function validateUploadFile(file: FileDescriptor): ValidationResult<'UPLOAD_NAME_INVALID' | 'UPLOAD_TOO_LARGE'> {
  const name = validateUploadName(file.name);
  return name.ok ? validateUploadSize(file.size) : name;
}

/** A larger attachment is refused with a message pointing to customer service. */
export function validateAttachmentSize(size: number): ValidationResult<'ATTACHMENT_TOO_LARGE'> {
  return size <= ATTACHMENT_MAX_BYTES ? VALID : invalid('ATTACHMENT_TOO_LARGE');
}

export function validateAttachmentCount(count: number): ValidationResult<'TOO_MANY_ATTACHMENTS'> {
  return count <= ATTACHMENTS_MAX_COUNT ? VALID : invalid('TOO_MANY_ATTACHMENTS');
}

export function validateAttachment(
  file: FileDescriptor,
): ValidationResult<'UPLOAD_NAME_INVALID' | 'ATTACHMENT_TOO_LARGE'> {
  const name = validateUploadName(file.name);
  return name.ok ? validateAttachmentSize(file.size) : name;
}

/** The whole attachment list: the count first, then each file in order. */
export function validateAttachments(
  files: readonly FileDescriptor[],
): ValidationResult<'TOO_MANY_ATTACHMENTS' | 'UPLOAD_NAME_INVALID' | 'ATTACHMENT_TOO_LARGE'> {
  const count = validateAttachmentCount(files.length);
  if (!count.ok) return count;
  for (const file of files) {
    const result = validateAttachment(file);
    if (!result.ok) return result;
  }
  return VALID;
}

export const uploadSizeSchema = schemaFromValidator(byteCountSchema, validateUploadSize);
export const uploadFileSchema = z.object({ name: uploadNameSchema, size: uploadSizeSchema });

export const attachmentSchema = z.object({
  name: uploadNameSchema,
  size: schemaFromValidator(byteCountSchema, validateAttachmentSize),
});
export const attachmentListSchema = schemaFromValidator(z.array(attachmentSchema), (files) =>
  validateAttachmentCount(files.length),
);
