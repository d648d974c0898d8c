import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, LANG_HEADER, isLocale, type Locale } from '@biocloud/contracts';

export interface ConnectionLimits {
  headersTimeoutMs: number;
  bodyIdleTimeoutMs: number;
  /** 0: no cap. */
  maxConnectionsPerAddress: number;
  /** 0: no minimum rate. */
  bodyMinBytesPerSecond: number;
  bodyMinRateWindowMs: number;
}

/** The localized message of the 408 a too slow body gets, by the request's `lang` header. */
export type SlowBodyMessage = (locale: Locale, rate: number) => string;

/** Node checks headers timeouts on a period; four checks per timeout keep the cut close to it, Node's 30 s at most. */
const NODE_DEFAULT_CHECKING_INTERVAL_MS = 30_000;

/**
 * Options of the Node server itself: a client gets `headersTimeoutMs` to send its headers. There is no total request
 * timeout (Node's requestTimeout would cut a 100 GB upload); request bodies get an idle timeout instead (below).
 */
export function httpServerOptions(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: 0,
    connectionsCheckingInterval: Math.min(NODE_DEFAULT_CHECKING_INTERVAL_MS, Math.ceil(limits.headersTimeoutMs / 4)),
  };
}

/**
 * Slow-client defences on the listening server:
 * - a request whose body brings no byte for `bodyIdleTimeoutMs` is cut. The socket's inactivity timer is restarted
 *   by every byte read or written, so an upload that keeps moving lives as long as it takes; when it fires we cut
 *   only a socket whose current request is still unread (an idle keep-alive socket is left to keepAliveTimeout, a
 *   download to its own client). Upgraded sockets (websockets) clear their timer.
 * - one client address holds at most `maxConnectionsPerAddress` open sockets; a socket past that is destroyed before
 *   a byte is read.
 */
export function installConnectionLimits(
  server: Server,
  limits: ConnectionLimits,
  slowBodyMessage: SlowBodyMessage = () => 'BODY_TOO_SLOW',
): void {
  const currentRequest = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    currentRequest.set(request.socket, request);
    if (limits.bodyMinBytesPerSecond > 0) watchBodyRate(request, response, limits, slowBodyMessage);
  });
  server.setTimeout(limits.bodyIdleTimeoutMs);
  // With a listener here Node leaves the socket to us (it would otherwise destroy every idle one).
  server.on('timeout', (socket: Socket) => {
    const request = currentRequest.get(socket);
    if (request && !request.complete) socket.destroy();
  });

  if (limits.maxConnectionsPerAddress === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}

/**
 * Cuts a request whose body brings fewer than `bodyMinBytesPerSecond` a second over a window: the idle timeout
 * restarts with every byte, so one byte every 15 s held a socket for ever (reliability R9). Judged on the socket's
 * bytes read in each window; a body that has ended, or a request without one, is not watched. The client gets a
 * 408 naming the cause when no answer has started, then the socket closes.
 */
function watchBodyRate(
  request: IncomingMessage,
  response: ServerResponse,
  limits: ConnectionLimits,
  message: SlowBodyMessage,
): void {
  const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0;
  if (!hasBody || request.complete) return;
  const socket = request.socket;
  const minimum = (limits.bodyMinBytesPerSecond * limits.bodyMinRateWindowMs) / 1000;
  let before = socket.bytesRead;
  const timer = setInterval(() => {
    if (request.complete || socket.destroyed) return stop();
    const read = socket.bytesRead - before;
    before = socket.bytesRead;
    if (read >= minimum) return;
    stop();
    if (response.headersSent) return void socket.destroy();
    const header = request.headers[LANG_HEADER];
    const locale = isLocale(header) ? header : DEFAULT_LOCALE;
    const body = JSON.stringify({
      code: 'BODY_TOO_SLOW',
      message: message(locale, limits.bodyMinBytesPerSecond),
    });
    const head =
      'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    socket.end(head + body, () => socket.destroy());
  }, limits.bodyMinRateWindowMs);
  timer.unref();
  const stop = () => clearInterval(timer);
  request.once('end', stop);
  request.once('close', stop);
}
