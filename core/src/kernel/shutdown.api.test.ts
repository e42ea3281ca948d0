/**
 * Shutting down as on SIGTERM (kernel.close with a grace period), on a kernel listening on a real port: /api/health
 * answers 503 from the start, what arrives is answered, and every connection the server has taken gets its answer
 * in full, the listener closing only once none is waiting (or at half the grace period).
 */
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestKernel, type TestKernel } from '../testing/index.ts';

let t: TestKernel | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listening(): Promise<{ kernel: TestKernel; port: number }> {
  t = await startTestKernel({ modules: [] });
  await t.kernel.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.kernel.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return { kernel: t, port: address.port };
}

/** A connection of its own, and everything the server sends on it until it closes it. */
async function connection(port: number): Promise<{ socket: Socket; received: Promise<string> }> {
  const socket = connect({ port, host: '127.0.0.1' });
  let text = '';
  socket.on('data', (chunk) => (text += String(chunk)));
  const received = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return { socket, received };
}

const get = (port: number, path: string) => fetch(`http://127.0.0.1:${port}${path}`);

/** Resolves once a new connection to `port` is refused. */
async function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('shutting down with a grace period (SIGTERM)', () => {
  it('answers /api/health 503 while it drains, answers a request it took before, then stops listening', async () => {
    const { kernel, port } = await listening();
    expect((await get(port, '/api/health')).status).toBe(200);
    // Taken by the server before the signal, its request not all sent yet: it holds the listener open.
    const early = await connection(port);
    early.socket.write('GET /api/modules HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await get(port, '/api/health'); // one turn of the server after the connection above: it has taken it

    const started = performance.now();
    const closing = kernel.kernel.close({ graceMs: 20_000 });
    const health = await get(port, '/api/health');
    expect(health.status).toBe(503);
    expect(health.headers.get('connection')).toBe('close');
    expect(await health.json()).toEqual({ status: 'stopping', error: expect.stringMatching(/shutting down/) });
    // Other requests arriving while it drains are answered as usual, each closing its connection.
    const modules = await get(port, '/api/modules');
    expect(modules.status).toBe(200);
    expect(modules.headers.get('connection')).toBe('close');

    early.socket.write('\r\n');
    const answer = await early.received;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"data":');
    await closing;
    // Closed as soon as nothing was waiting, far short of half the grace period.
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(await refused(port)).toBe(true);
  });

  it('stops listening at half the grace period under a client that never goes quiet, and still answers what it took', async () => {
    const { kernel, port } = await listening();
    const early = await connection(port);
    early.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await get(port, '/api/health');

    const started = performance.now();
    const closing = kernel.kernel.close({ graceMs: 3_000 });
    // The listener stays open for half the grace period, then closes although a connection is still waiting.
    expect((await get(port, '/api/health')).status).toBe(503);
    while (!(await refused(port))) await new Promise((resolve) => setTimeout(resolve, 50));
    const closedAfter = performance.now() - started;
    expect(closedAfter).toBeGreaterThanOrEqual(1_400);
    expect(closedAfter).toBeLessThan(3_000);

    // The connection it took before is still read and answered in full.
    early.socket.write('\r\n');
    const answer = await early.received;
    expect(answer).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(answer).toContain('"status":"stopping"');
    await closing;
  });

  it('closes a connection that never sends its request at the end of the grace period, and exits', async () => {
    const { kernel, port } = await listening();
    const silent = await connection(port);
    await get(port, '/api/health');
    const started = performance.now();
    await kernel.kernel.close({ graceMs: 1_000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    expect(await silent.received).toBe('');
  });
});
