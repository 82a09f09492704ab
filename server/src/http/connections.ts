import type http from 'node:http';
import net from 'node:net';

/** A keep-alive connection idle this long is closed: its client is not in the middle of sending. */
const QUIET_MS = 500;
const CHECK_MS = 50;

/**
 * The server's connections and whether each is answering a request, for a shutdown that resets none.
 * Node's `server.close()` closes every idle keep-alive connection at once, and a client that sent its
 * next request on one in that moment got a reset. So the shutdown stops the listener on its own and ends
 * each connection only when it is done: a busy one after its answer (which says Connection: close while
 * the app drains), an idle one once it has been quiet for a moment.
 */
export function trackConnections(server: http.Server) {
  /** When each connection last became idle; null while it answers a request. */
  const idleSince = new Map<net.Socket, number | null>();
  server.on('connection', (socket: net.Socket) => {
    idleSince.set(socket, Date.now());
    socket.once('close', () => idleSince.delete(socket));
  });
  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const socket = request.socket;
    idleSince.set(socket, null);
    response.once('close', () => {
      if (idleSince.has(socket)) idleSince.set(socket, Date.now());
    });
  });

  /**
   * Stops taking connections and resolves once every open one has ended; after `deadlineMs` the rest
   * are closed, requests still running included.
   */
  async function closeGently(deadlineMs: number) {
    if (server.listening) net.Server.prototype.close.call(server);
    const deadline = Date.now() + deadlineMs;
    while (idleSince.size > 0 && Date.now() < deadline) {
      const now = Date.now();
      for (const [socket, since] of idleSince) {
        if (since !== null && now - since >= QUIET_MS) socket.end();
      }
      await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
    }
    server.closeAllConnections();
  }

  return { closeGently };
}
