import { HashCancelled, hashBlob } from './hash-blob';
import type { HashWorkerMessage } from './sha256.worker';

/** Files up to this size are hashed in the page: starting a worker costs more than hashing them. */
const IN_PAGE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The whole-file sha256 the tus server checks at the end of an upload (metadata `sha256`). Large files are hashed in
 * a worker so the page stays responsive while gigabytes are read; aborting the signal stops it.
 */
export function hashFile(
  file: Blob,
  options: { onProgress?: (hashed: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const { onProgress, signal } = options;
  if (file.size <= IN_PAGE_MAX_BYTES) return hashBlob(file, { onProgress, cancelled: () => signal?.aborted === true });
  return new Promise<string>((resolve, reject) => {
    if (signal?.aborted) return reject(new HashCancelled('hashing cancelled'));
    const worker = new Worker(new URL('./sha256.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(new HashCancelled('hashing cancelled'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<HashWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'progress') return onProgress?.(message.hashed);
      stop();
      if (message.type === 'done') resolve(message.sha256);
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(event.message));
    };
    worker.postMessage({ file });
  });
}
