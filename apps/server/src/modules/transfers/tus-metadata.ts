import { TUS_METADATA, validateRelativeFolderPath, validateUploadName } from '@biocloud/contracts';
import { assertValid } from '../files/file-errors';
import { uploadMetadataInvalid } from './transfer-errors';
import { parseUploadMetadata } from './tus-headers';

/** What a tus upload's Upload-Metadata says, checked by the contracts rules before a byte is stored. */
export interface UploadTarget {
  fileName: string;
  parentsUuid: string;
  /** Folder names below parentsUuid; empty for a file placed in it directly. */
  folders: string[];
  relativePath: string;
  sha256: string;
}

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

export function readUploadMetadata(header: string | undefined): UploadTarget {
  const metadata = parseUploadMetadata(header ?? '');
  if (!metadata) throw uploadMetadataInvalid('Upload-Metadata');
  const fileName = metadata.get(TUS_METADATA.filename);
  if (fileName === undefined) throw uploadMetadataInvalid(TUS_METADATA.filename);
  assertValid(validateUploadName(fileName));
  const parentsUuid = metadata.get(TUS_METADATA.parentsUuid);
  if (!parentsUuid) throw uploadMetadataInvalid(TUS_METADATA.parentsUuid);
  const relativePath = metadata.get(TUS_METADATA.relativePath) ?? '';
  assertValid(validateRelativeFolderPath(relativePath));
  const sha256 = metadata.get(TUS_METADATA.sha256);
  if (sha256 === undefined || !SHA256_HEX.test(sha256)) throw uploadMetadataInvalid(TUS_METADATA.sha256);
  return {
    fileName,
    parentsUuid,
    folders: relativePath === '' ? [] : relativePath.split('/'),
    relativePath,
    sha256: sha256.toLowerCase(),
  };
}
