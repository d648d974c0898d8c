import { Worker } from 'node:worker_threads';
import type { EChartsCoreOption } from 'echarts';
import type { Figure, FigureSize } from './render-figure.ts';
import type { RenderReply, RenderRequest } from './render-messages.ts';

/*
 * Figures are rendered one at a time per worker thread, in submission order. A worker that crashes or takes too
 * long is replaced, failing only the figure it was on. The API thread only builds the (small) option and stores the
 * result, so a user's heatmap never delays another user's page.
 */

const WORKER_URL = new URL('./render-worker.ts', import.meta.url);
/** A figure needing longer than this is given up (a 500 x 50 heatmap takes a few seconds on a busy 2-core machine). */
export const RENDER_TIMEOUT_MS = 120_000;

interface Job {
  request: RenderRequest;
  resolve(figure: Figure): void;
  reject(error: Error): void;
}

export interface RenderPool {
  render(option: EChartsCoreOption, size: FigureSize): Promise<Figure>;
  close(): Promise<void>;
}

export function createRenderPool(opts: { threads: number; timeoutMs?: number }): RenderPool {
  const timeoutMs = opts.timeoutMs ?? RENDER_TIMEOUT_MS;
  const queue: Job[] = [];
  const idle: Worker[] = [];
  let live = 0;
  let nextId = 1;
  let closed = false;

  function spawn(): Worker {
    live += 1;
    return new Worker(WORKER_URL);
  }

  function run(worker: Worker, job: Job): void {
    let settled = false;
    const finish = (after: () => void, keep: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      after();
      if (keep) release(worker);
      else {
        live -= 1;
        void worker.terminate();
        pump();
      }
    };
    const onMessage = (reply: RenderReply) => {
      if (reply.id !== job.request.id) return;
      if (reply.ok) {
        const figure = { svg: reply.svg, png: Buffer.from(reply.png), pdf: Buffer.from(reply.pdf) };
        finish(() => job.resolve(figure), true);
      } else finish(() => job.reject(new Error(reply.message)), true);
    };
    const onError = (error: Error) => finish(() => job.reject(error), false);
    const onExit = (code: number) => finish(() => job.reject(new Error(`render worker exited with ${code}`)), false);
    const timer = setTimeout(
      () => finish(() => job.reject(new Error(`render took longer than ${timeoutMs} ms`)), false),
      timeoutMs,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job.request);
  }

  function release(worker: Worker): void {
    if (closed) {
      live -= 1;
      void worker.terminate();
      return;
    }
    idle.push(worker);
    // An idle worker must not keep the process alive on its own.
    worker.unref();
    pump();
  }

  function pump(): void {
    while (queue.length > 0 && !closed) {
      const worker = idle.pop() ?? (live < opts.threads ? spawn() : undefined);
      if (!worker) return;
      worker.ref();
      run(worker, queue.shift()!);
    }
  }

  return {
    render(option, size) {
      if (closed) return Promise.reject(new Error('render pool closed'));
      return new Promise<Figure>((resolve, reject) => {
        queue.push({ request: { id: nextId++, option, size }, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('render pool closed'));
      await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
    },
  };
}
