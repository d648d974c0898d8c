import { hashBlob } from './hash-blob';

/** Hashes the file it is sent, off the page's thread, telling its progress (see hash-file.ts). */
export type HashWorkerMessage =
  { type: 'progress'; hashed: number } | { type: 'done'; sha256: string } | { type: 'error'; message: string };

const reply = (message: HashWorkerMessage) => postMessage(message);

onmessage = (event: MessageEvent<{ file: Blob }>) => {
  hashBlob(event.data.file, { onProgress: (hashed) => reply({ type: 'progress', hashed }) }).then(
    (sha256) => reply({ type: 'done', sha256 }),
    (error: unknown) => reply({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
