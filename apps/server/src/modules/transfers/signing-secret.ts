import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';

/** File under VAR_DIR keeping the generated key of signed links, so links stay valid across restarts. */
export const SIGNING_SECRET_FILE = 'url-signing.key';

async function readKey(file: string): Promise<string | null> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * URL_SIGNING_SECRET when set; else the key kept under VAR_DIR, made on first use. Several instances sharing work
 * must be given the same URL_SIGNING_SECRET (or the same VAR_DIR).
 */
export async function loadSigningSecret(config: Pick<Config, 'URL_SIGNING_SECRET' | 'VAR_DIR'>): Promise<string> {
  if (config.URL_SIGNING_SECRET) return config.URL_SIGNING_SECRET;
  const file = path.join(config.VAR_DIR, SIGNING_SECRET_FILE);
  let key = await readKey(file);
  if (key === null) {
    await fs.mkdir(config.VAR_DIR, { recursive: true });
    // Written aside, then linked into place: of two instances starting at once, one wins and the other reads the
    // winner's whole key, never a half-written one.
    const aside = `${file}.${randomBytes(8).toString('hex')}`;
    await fs.writeFile(aside, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    try {
      await fs.link(aside, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await fs.rm(aside, { force: true });
    }
    key = await readKey(file);
  }
  if (!key || key.length < 32) throw new Error(`${file} holds no usable key; remove it to have a new one made`);
  return key;
}
