import { parentPort } from 'node:worker_threads';
import { figureFonts } from './figure-fonts.ts';
import { renderFigure } from './render-figure.ts';
import type { RenderReply, RenderRequest } from './render-messages.ts';

/*
 * The render thread: SSR and rasterizing a large figure takes seconds of CPU, which must not stall the API's event
 * loop. Loaded by plain Node (type stripping) or tsx alike: relative imports name their .ts files.
 */

const fonts = figureFonts();
const port = parentPort;
if (!port) throw new Error('render-worker must run in a worker thread');

port.on('message', (request: RenderRequest) => {
  renderFigure(request.option, request.size, fonts).then(
    (figure) => {
      const reply: RenderReply = { id: request.id, ok: true, ...figure };
      // Copied, not transferred: a small Buffer may sit in Node's shared pool, which must not be detached.
      port.postMessage(reply);
    },
    (error: unknown) => {
      const reply: RenderReply = { id: request.id, ok: false, message: String(error) };
      port.postMessage(reply);
    },
  );
});
