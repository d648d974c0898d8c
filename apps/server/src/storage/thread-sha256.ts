import { Worker } from 'node:worker_threads';

/*
 * An incremental sha256 computed on a worker thread. Hashing costs a core about 0.6 ms per MiB: on the event loop it
 * would take nearly half of what an upload can receive, and delay every other request meanwhile. A piece in shared
 * memory (a SharedArrayBuffer, as append-file.ts batches are) is read by the worker in place: the memory is handed
 * to it once, and each update names it by number. Other pieces are first copied into shared slots of our own. The
 * worker handles messages in the order they are posted, and every operation of this process goes through one queue,
 * so an update called before a copy or a digest is part of it.
 */

// Plain CommonJS, evaluated as is: no loader is needed, whether the server runs under tsx, vitest or compiled.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const hashes = new Map();
const shared = new Map();
parentPort.on('message', ({ op, id, from, memory, offset, length, reply }) => {
  try {
    if (op === 'share') shared.set(memory, new Uint8Array(from));
    else if (op === 'unshare') shared.delete(memory);
    else if (op === 'create') hashes.set(id, createHash('sha256'));
    else if (op === 'copy') hashes.set(id, hashes.get(from).copy());
    else if (op === 'dispose') hashes.delete(id);
    else if (op === 'update') hashes.get(id).update(shared.get(memory).subarray(offset, offset + length));
    else if (op === 'digest') {
      const hex = hashes.get(id).digest('hex');
      hashes.delete(id);
      parentPort.postMessage({ reply, hex });
      return;
    }
    if (reply !== undefined) parentPort.postMessage({ reply });
  } catch (error) {
    if (reply !== undefined) parentPort.postMessage({ reply, error: String(error) });
  }
});
`;

const SLOT_BYTES = 4 * 1024 * 1024;
/** Slots in flight: enough to keep the worker busy while the event loop fills the next. */
const SLOTS = 4;

interface Pending {
  resolve(hex: string | undefined): void;
  reject(error: Error): void;
}

/** The worker, started on first use and shared by every hash; unref'd, so it never keeps the process alive. */
class HashThread {
  private readonly worker = new Worker(WORKER_SOURCE, { eval: true });
  private readonly pending = new Map<number, Pending>();
  /** Made on first need: pieces in shared memory, those of uploads, never need them. */
  private readonly freeSlots: Buffer<SharedArrayBuffer>[] = [];
  private slotsMade = 0;
  /** Shared memory the worker holds, by number; forgotten there once collected here. */
  private readonly sharedIds = new WeakMap<SharedArrayBuffer, number>();
  private nextShared = 0;
  private readonly unshare = new FinalizationRegistry<number>((memory) => {
    if (!this.dead) this.post({ op: 'unshare', memory });
  });
  private slotWaiters: (() => void)[] = [];
  private nextReply = 0;
  /** Every operation, in call order: a piece waiting for a slot holds back what comes after it. */
  private queue: Promise<unknown> = Promise.resolve();
  nextId = 0;
  dead: Error | undefined;

  constructor() {
    this.worker.unref();
    this.worker.on('message', ({ reply, hex, error }: { reply: number; hex?: string; error?: string }) => {
      const waiting = this.pending.get(reply);
      this.pending.delete(reply);
      if (error === undefined) waiting?.resolve(hex);
      else waiting?.reject(new Error(`sha256 thread: ${error}`));
    });
    const fail = (error: Error) => {
      this.dead ??= error;
      if (current === this) current = undefined;
      for (const waiting of this.pending.values()) waiting.reject(this.dead);
      this.pending.clear();
      for (const wake of this.slotWaiters.splice(0)) wake();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`sha256 thread exited with ${code}`)));
  }

  /** Runs `step` after every operation called before it; resolves with its result. */
  inOrder<T>(step: () => T | Promise<T>): Promise<T> {
    const done = this.queue.then(() => {
      if (this.dead) throw this.dead;
      return step();
    });
    this.queue = done.catch(() => undefined);
    return done;
  }

  post(message: object): void {
    this.worker.postMessage(message);
  }

  /** Posts a message that the worker answers; resolves with its answer. */
  ask(message: object): Promise<string | undefined> {
    if (this.dead) return Promise.reject(this.dead);
    const reply = this.nextReply++;
    return new Promise((resolve, reject) => {
      this.pending.set(reply, { resolve, reject });
      this.worker.postMessage({ ...message, reply });
    });
  }

  /** Posts an update of hash `id`; resolves once the caller may reuse the piece's memory. */
  async send(id: number, piece: Uint8Array): Promise<void> {
    if (piece.buffer instanceof SharedArrayBuffer) {
      const memory = this.share(piece.buffer);
      // The worker reads the caller's memory: it is free once hashed.
      return void (await this.ask({ op: 'update', id, memory, offset: piece.byteOffset, length: piece.length }));
    }
    // Buffer.copy is a memcpy; TypedArray.set into shared memory copies byte by byte, several times slower.
    const source = Buffer.from(piece.buffer, piece.byteOffset, piece.length);
    for (let at = 0; at < source.length; at += SLOT_BYTES) {
      const slot = await this.takeSlot();
      const length = source.copy(slot, 0, at, Math.min(at + SLOT_BYTES, source.length));
      const hashed = this.ask({ op: 'update', id, memory: this.share(slot.buffer), offset: 0, length });
      void hashed.then(
        () => this.giveSlot(slot),
        () => undefined,
      );
    }
  }

  private share(from: SharedArrayBuffer): number {
    let memory = this.sharedIds.get(from);
    if (memory === undefined) {
      memory = this.nextShared++;
      this.sharedIds.set(from, memory);
      this.unshare.register(from, memory);
      this.post({ op: 'share', memory, from });
    }
    return memory;
  }

  private async takeSlot(): Promise<Buffer<SharedArrayBuffer>> {
    for (;;) {
      if (this.dead) throw this.dead;
      const free = this.freeSlots.pop();
      if (free) return free;
      if (this.slotsMade < SLOTS) {
        this.slotsMade++;
        return Buffer.from(new SharedArrayBuffer(SLOT_BYTES));
      }
      await new Promise<void>((resolve) => this.slotWaiters.push(resolve));
    }
  }

  private giveSlot(slot: Buffer<SharedArrayBuffer>): void {
    this.freeSlots.push(slot);
    this.slotWaiters.shift()?.();
  }
}

let current: HashThread | undefined;
const thread = () => (current ??= new HashThread());

// A hash dropped without digest() or dispose() (an upload abandoned mid-way) is freed in the worker all the same.
const unreachable = new FinalizationRegistry<{ owner: HashThread; id: number }>(({ owner, id }) => {
  void owner.inOrder(() => owner.post({ op: 'dispose', id })).catch(() => undefined);
});

export class ThreadSha256 {
  private finished = false;

  private constructor(
    private readonly owner: HashThread,
    private readonly id: number,
  ) {
    unreachable.register(this, { owner, id }, this);
  }

  /** Starts the worker now, so the first upload does not wait for it (about 30 ms, and its memory). */
  static prepare(): void {
    thread();
  }

  static create(): ThreadSha256 {
    const owner = thread();
    const hash = new ThreadSha256(owner, owner.nextId++);
    void owner.inOrder(() => owner.post({ op: 'create', id: hash.id })).catch(() => undefined);
    return hash;
  }

  /** False once the worker failed: the state is lost, and the bytes must be hashed again. */
  get usable(): boolean {
    return !this.finished && !this.owner.dead;
  }

  /** Adds a piece. Resolves once it is copied: the caller may reuse its memory then. */
  update(piece: Uint8Array): Promise<void> {
    this.assertOpen();
    return this.owner.inOrder(() => this.owner.send(this.id, piece));
  }

  /** An independent hash of the bytes so far (Node's Hash.copy). */
  copy(): ThreadSha256 {
    this.assertOpen();
    const copy = new ThreadSha256(this.owner, this.owner.nextId++);
    void this.owner.inOrder(() => this.owner.post({ op: 'copy', id: copy.id, from: this.id })).catch(() => undefined);
    return copy;
  }

  /** The hex digest; the hash cannot be used afterwards. */
  async digest(): Promise<string> {
    this.assertOpen();
    this.close();
    // Wrapped, so that the queue waits for the message to be posted but not for its answer.
    const { answer } = await this.owner.inOrder(() => ({ answer: this.owner.ask({ op: 'digest', id: this.id }) }));
    return (await answer)!;
  }

  /** Frees the state without a digest; safe to call more than once. */
  dispose(): void {
    if (this.finished) return;
    this.close();
    void this.owner.inOrder(() => this.owner.post({ op: 'dispose', id: this.id })).catch(() => undefined);
  }

  private close(): void {
    this.finished = true;
    unreachable.unregister(this);
  }

  private assertOpen(): void {
    if (this.finished) throw new Error('sha256 already finished');
    if (this.owner.dead) throw this.owner.dead;
  }
}
