import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { seededRandom } from '../stats';

/*
 * Big inputs made on the spot: a FASTQ of any size by repeating one generated chunk of valid records (seqkit and the
 * preview see real reads, and writing it costs no more than the disk), and files of distinct content for the zip.
 */

const READ_LENGTH = 150;
const CHUNK_READS = 12_000;

/** About 4 MiB of FASTQ records with random bases and qualities, ending at a record boundary. */
function fastqChunk(seed = 1): Buffer {
  const random = seededRandom(seed);
  const bases = 'ACGT';
  const lines: string[] = [];
  for (let read = 0; read < CHUNK_READS; read++) {
    let sequence = '';
    let quality = '';
    for (let i = 0; i < READ_LENGTH; i++) {
      sequence += bases[Math.floor(random() * 4)];
      quality += String.fromCharCode(35 + Math.floor(random() * 40));
    }
    lines.push(`@bench_read_${read} length=${READ_LENGTH}`, sequence, '+', quality);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** A FASTQ of at least `minBytes`, whole repeats of fastqChunk(), and its exact size. */
export function fastqSource(minBytes: number): { stream: Readable; size: number } {
  const chunk = fastqChunk();
  const repeats = Math.ceil(minBytes / chunk.length);
  const stream = Readable.from(
    (function* () {
      for (let i = 0; i < repeats; i++) yield chunk;
    })(),
  );
  return { stream, size: repeats * chunk.length };
}

/**
 * `count` contents of `size` bytes each, all different (so each is a blob of its own): slices of one random block,
 * each starting with its own index.
 */
export function distinctContents(count: number, size: number): Generator<Buffer> {
  const block = randomBytes(size + count);
  return (function* () {
    for (let i = 0; i < count; i++) {
      const content = Buffer.from(block.subarray(i, i + size));
      content.writeUInt32BE(i, 0);
      yield content;
    }
  })();
}

/** A file of `size` bytes from one random block repeated (the upload's source: content that does not compress). */
export function randomStream(size: number, blockSize = 16 * 1024 * 1024): Readable {
  const block = randomBytes(blockSize);
  return Readable.from(
    (function* () {
      for (let left = size; left > 0; left -= blockSize) yield left >= blockSize ? block : block.subarray(0, left);
    })(),
  );
}
