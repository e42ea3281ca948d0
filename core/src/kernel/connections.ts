import type { IncomingMessage, Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

interface Connection {
  /** Requests seen on it so far. */
  requests: number;
}

/** Node's http server puts the answer being written on its socket (and takes it off once written). */
type HttpSocket = Socket & { _httpMessage?: unknown };

/**
 * The HTTP server's connections, as a shutdown needs to see them. A connection is busy from when the server takes it
 * until its first request is answered (the request may still be on its way, or read but not yet parsed), and again
 * while it carries a request; a kept-alive connection between requests is idle. Made with the server, before it
 * listens, so it sees every connection. A request costs one count: no listener per request (the 401 path pays for
 * every one, issue 46 item 9); a shutdown, which is rare, looks at the sockets instead.
 */
export class ConnectionWatch {
  readonly #server: Server;
  readonly #connections = new Map<HttpSocket, Connection>();
  /** Called after each change, while a shutdown waits on the connections. */
  #changed: (() => void) | null = null;

  constructor(server: Server) {
    this.#server = server;
    server.on('connection', (socket: Socket) => {
      this.#connections.set(socket, { requests: 0 });
      socket.once('close', () => {
        this.#connections.delete(socket);
        this.#changed?.();
      });
    });
    server.on('request', (request: IncomingMessage) => {
      const connection = this.#connections.get(request.socket);
      if (connection) connection.requests += 1;
    });
  }

  /** Connections waiting for their first request's answer, or carrying a request now. */
  get busy(): number {
    let busy = 0;
    for (const [socket, { requests }] of this.#connections) if (requests === 0 || answering(socket)) busy += 1;
    return busy;
  }

  /** Connections answering a request now. */
  get running(): number {
    let running = 0;
    for (const socket of this.#connections.keys()) if (answering(socket)) running += 1;
    return running;
  }

  /**
   * Closes the listener once no connection is busy, or after `ms` whatever they are doing; resolves true when it was
   * quiet. Quiet is judged after a full turn of the event loop, which takes every connection already waiting in the
   * operating system's queue: the listener closes with none there that the server could have taken (those would be
   * reset). Connections already taken stay open: each is read and answered (see `quiet`).
   */
  async stopListeningWhenQuiet(ms: number): Promise<boolean> {
    const quiet = await this.#waitFor(ms, (done) => {
      // Two hops: the second runs after the event loop has polled for new connections at least once.
      setImmediate(() => setImmediate(() => done(this.busy === 0)));
    });
    // Only the listener: http.Server's own close() would also drop every connection not yet answering a request,
    // including one just taken whose request the server has not read yet.
    if (this.#server.listening) NetServer.prototype.close.call(this.#server);
    return quiet;
  }

  /** Resolves true once no connection is busy (with the listener closed, none comes), or false after `ms`. */
  quiet(ms: number): Promise<boolean> {
    return this.#waitFor(ms, (done) => done(this.busy === 0));
  }

  /** Waits until `check` reports quiet: at once, again after each change and every 10 ms; false after `ms`. */
  #waitFor(ms: number, check: (done: (quiet: boolean) => void) => void): Promise<boolean> {
    return new Promise((resolve) => {
      let checking = false;
      let settled = false;
      const settle = (quiet: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(poll);
        this.#changed = null;
        resolve(quiet);
      };
      const look = () => {
        if (settled || checking || this.busy > 0) return;
        checking = true;
        check((quiet) => {
          checking = false;
          if (quiet) settle(true);
        });
      };
      const timer = setTimeout(() => settle(false), ms);
      // A connection closing says so at once; an answer being written out is seen by looking again shortly.
      const poll = setInterval(look, 10);
      this.#changed = look;
      look();
    });
  }
}

/** Whether the socket is writing an answer now (a pipelined request waiting behind it counts with it). */
function answering(socket: HttpSocket): boolean {
  return socket._httpMessage !== null && socket._httpMessage !== undefined;
}
