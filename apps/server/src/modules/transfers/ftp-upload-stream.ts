import { PassThrough, Writable, type Readable } from 'node:stream';

/**
 * The stream an FTP upload is written into: its bytes feed `store` (which stages and ingests them), and it finishes
 * only once `store` has, so the client's "transfer complete" means the file exists. A failure of `store` becomes
 * the stream's error, which the FTP server answers with its message.
 */
export function ingestingStream(store: (source: Readable) => Promise<unknown>): Writable {
  const source = new PassThrough();
  const stored = store(source);
  // Read through the callbacks below; this only keeps an early failure from counting as unhandled.
  stored.catch(() => {});
  const failure = (fallback: Error) =>
    stored.then(
      () => fallback,
      (error: unknown) => (error instanceof Error ? error : fallback),
    );

  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (source.destroyed) return void failure(new Error('upload closed')).then(callback);
      // The callback waits while the consumer is behind: the data socket is throttled, not buffered.
      source.write(chunk, (error) => (error ? void failure(error).then(callback) : callback()));
    },
    final(callback) {
      source.end();
      stored.then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, callback) {
      source.destroy(error ?? undefined);
      callback(error);
    },
  });
  // ftp-srv ends an upload by emitting 'close' on the stream when the data connection ends (as its own file system
  // expects), so that is when the stream ends.
  sink.once('close', () => {
    if (!sink.writableEnded && !sink.destroyed) sink.end();
  });
  return sink;
}
