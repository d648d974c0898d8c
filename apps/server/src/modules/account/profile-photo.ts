import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_SIZE_PX } from '@biocloud/contracts';
import { AppError } from '../../http/app-error';

/** Decoding stops past this many pixels (a small file can claim a huge image: a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The stored photo: a PHOTO_SIZE_PX square WebP, turned upright by its EXIF orientation and stripped of its metadata
 * (which can carry the place a phone photo was taken). Anything sharp cannot decode is refused as not an image.
 */
export async function squarePhoto(upload: Buffer): Promise<Buffer> {
  try {
    return await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('PHOTO_NOT_IMAGE', 400);
  }
}

const NAME = /^[0-9a-f-]{36}-[0-9a-f]{16}\.webp$/;

/**
 * Profile photos as files in one folder, each under a new name (so a browser's cached copy of the old one is never
 * shown for the new). Several API instances must share the folder, as they share VAR_DIR's signing key.
 */
export function createPhotoFiles(dir: string) {
  const pathOf = (name: string) => {
    if (!NAME.test(name)) throw new Error(`not a photo file name: ${name}`);
    return path.join(dir, name);
  };
  return {
    /** Writes the photo beside its final name, then renames it: the name holds a whole file or none. */
    async save(userId: string, photo: Buffer): Promise<string> {
      await fs.mkdir(dir, { recursive: true });
      const name = `${userId}-${randomBytes(8).toString('hex')}.webp`;
      const aside = `${pathOf(name)}.part`;
      await fs.writeFile(aside, photo);
      await fs.rename(aside, pathOf(name));
      return name;
    },
    read(name: string): Promise<Buffer> {
      return fs.readFile(pathOf(name));
    },
    async remove(name: string): Promise<void> {
      await fs.rm(pathOf(name), { force: true });
    },
  };
}

export type PhotoFiles = ReturnType<typeof createPhotoFiles>;
