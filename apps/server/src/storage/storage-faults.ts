/*
 * Failures of the disk under STORAGE_DIR, told apart from everything else by their errno code: they are the server's
 * fault, never the client's, so they answer 5xx with a code of their own and are logged (http/error-handler.ts),
 * however deep in a stream they surfaced. A full disk answers 507 (Insufficient Storage, RFC 4918) so that a client
 * and an operator know that freeing space, not retrying, is what helps.
 */

export interface StorageFault {
  code: 'STORAGE_FULL' | 'STORAGE_FAILED';
  status: 507 | 500;
}

const FULL: StorageFault = { code: 'STORAGE_FULL', status: 507 };
const FAILED: StorageFault = { code: 'STORAGE_FAILED', status: 500 };

const FAULTS: Readonly<Record<string, StorageFault>> = Object.freeze({
  ENOSPC: FULL,
  EDQUOT: FULL,
  EIO: FAILED,
  EROFS: FAILED,
  EUCLEAN: FAILED,
});

/** The storage fault an error is (or wraps, as an append's failure does), or null when it is none. */
export function storageFaultOf(error: unknown): StorageFault | null {
  for (let at = error, depth = 0; at instanceof Error && depth < 4; at = at.cause, depth++) {
    const code = (at as NodeJS.ErrnoException).code;
    if (code !== undefined && Object.hasOwn(FAULTS, code)) return FAULTS[code] ?? null;
  }
  return null;
}
