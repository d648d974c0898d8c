import type { IncomingMessage, Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  headersTimeoutMs: number;
  bodyIdleTimeoutMs: number;
  /** 0: no cap. */
  maxConnectionsPerAddress: number;
}

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
export function installConnectionLimits(server: Server, limits: ConnectionLimits): void {
  const currentRequest = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (request: IncomingMessage) => currentRequest.set(request.socket, request));
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
