import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can fail the way a database does, without touching the real server (other
 * tests use it): `pause` stops every byte in both directions and holds the connections open (a stalled host, a full
 * disk, a lock), `resume` delivers what was held; `restart` drops every connection and refuses new ones for a while,
 * as a database restart does.
 */
export class StallingProxy {
  readonly port: number;
  private readonly server: Server;
  private readonly target: { host: string; port: number };
  private readonly pairs = new Set<{ client: Socket; upstream: Socket; held: Array<() => void> }>();
  private paused = false;

  private constructor(server: Server, port: number, target: { host: string; port: number }) {
    this.server = server;
    this.port = port;
    this.target = target;
    server.on('connection', (client) => this.accept(client));
  }

  static async start(target: { host: string; port: number }): Promise<StallingProxy> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return new StallingProxy(server, (server.address() as { port: number }).port, target);
  }

  /** `url` with its host and port replaced by this proxy's. */
  via(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  get connections(): number {
    return this.pairs.size;
  }

  /** Writes held by the pause (queries sent to the database that have not reached it): what a test waits for. */
  get held(): number {
    let n = 0;
    for (const pair of this.pairs) n += pair.held.length;
    return n;
  }

  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    for (const pair of this.pairs) pair.held.splice(0).forEach((send) => send());
  }

  /** Drops every connection and refuses new ones for `refuseMs`, then accepts again on the same port. */
  async restart(refuseMs: number): Promise<void> {
    this.paused = false;
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      for (const { client, upstream } of this.pairs) {
        client.destroy();
        upstream.destroy();
      }
      this.pairs.clear();
    });
    await new Promise((r) => setTimeout(r, refuseMs));
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  async close(): Promise<void> {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    if (this.server.listening) await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    const upstream = connect(this.target);
    const pair = { client, upstream, held: [] as Array<() => void> };
    this.pairs.add(pair);
    // Bytes, and the end of a stream, wait in `held` while paused, in the order they came.
    const pass = (action: () => void) => (this.paused ? pair.held.push(action) : action());
    client.on('data', (chunk) => pass(() => upstream.write(chunk)));
    upstream.on('data', (chunk) => pass(() => client.write(chunk)));
    client.on('end', () => pass(() => upstream.end()));
    upstream.on('end', () => pass(() => client.end()));
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('close', drop);
    upstream.on('close', drop);
  }
}
