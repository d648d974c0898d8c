import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/*
 * Streamed bytes arrive in a new Buffer per piece: Node's HTTP parser copies each 64 KiB of a request body into one
 * (nodejs/node#52176), and a file read stream allocates one per read. V8 counts their bytes as external memory and,
 * each time some 64 MiB of it piles up, marks the whole heap to find them dead: for a 2 GiB upload, dozens of major
 * collections that cost the server more CPU than receiving the bytes (measured: 4.2 s of the main thread's 28, and
 * as much again on V8's helper threads). The pieces die young, so a minor collection (a scavenge of the young
 * generation, about a millisecond) every few MiB frees them first. V8 exposes no other way to ask for one than its
 * gc() function, made available here without a command-line flag.
 *
 * That alone still let a zip download fall into full collections now and then (their sweeps lag behind the
 * scavenges, and a scavenge asked for while V8 marks finishes the marking): half the zips of 1 GiB took 3.5 s of
 * CPU instead of 0.6. With external memory counted in V8's global heap limit, which grows with the heap, rather than
 * in fixed 64 MiB steps, every zip took 0.6 s (measured with both; neither change alone was enough).
 */

setFlagsFromString('--expose-gc');
setFlagsFromString('--external-memory-accounted-in-global-limit');
const gc = runInNewContext('gc') as (options: { type: 'minor' }) => void;

/** How many streamed bytes go by between two scavenges: well under the 64 MiB that start a major collection. */
const SCAVENGE_EVERY_BYTES = 32 * 1024 * 1024;

/** A counter of streamed bytes: call it with each piece's length; it scavenges every SCAVENGE_EVERY_BYTES. */
export function streamGarbageCollector(): (bytes: number) => void {
  let since = 0;
  return (bytes) => {
    since += bytes;
    if (since < SCAVENGE_EVERY_BYTES) return;
    since = 0;
    gc({ type: 'minor' });
  };
}
