import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { lazyRequestLogger } from './request-logger.ts';

function parentLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('a request logger made only when used', () => {
  it('makes no child until something logs, then logs with the request id as a child would', () => {
    const { logger, lines } = parentLogger();
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => {
      children += 1;
      return child(...args);
    }) as typeof logger.child;
    const log = lazyRequestLogger.call(undefined as never, logger, { reqId: 'r-1' }, {}, undefined as never);
    expect(children).toBe(0);
    expect(log.level).toBe('info');
    log.debug('below the level');
    log.warn({ part: 'test' }, 'a warning');
    log.error(new Error('boom'), 'it failed');
    expect(children).toBe(1);
    expect(lines.map((l) => [l.level, l.reqId, l.msg])).toEqual([
      [40, 'r-1', 'a warning'],
      [50, 'r-1', 'it failed'],
    ]);
    expect(lines[0]?.part).toBe('test');
    expect(lines[1]?.err).toMatchObject({ message: 'boom' });
  });

  it('keeps a route’s own level, and its children carry the request id', () => {
    const { logger, lines } = parentLogger();
    const log = lazyRequestLogger.call(undefined as never, logger, { reqId: 'r-2' }, { level: 'warn' }, undefined as never);
    expect(log.level).toBe('warn');
    log.info('hidden by the route’s level');
    log.child({ part: 'inner' }).warn('from a child');
    expect(lines.map((l) => [l.reqId, l.part, l.msg])).toEqual([['r-2', 'inner', 'from a child']]);
  });
});
