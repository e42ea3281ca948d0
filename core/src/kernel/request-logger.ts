import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

/**
 * A request's logger (`request.log`), made into a pino child only when something logs through it. Fastify makes a
 * child per request; most requests never use it (their one line is the request log's), and making it (a pino child
 * with its formatters and bindings string) was a measurable part of every request's cost (issue 46, item 9). The
 * child, once made, is the one Fastify would have made: same parent, bindings and options, so lines read the same.
 */
type LogArgs = unknown[];

class RequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #made: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #logger(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }

  get level(): string {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger.level = level;
  }

  // Prototype methods, not bound fields: a field per method would cost each request the closures saved.
  fatal(...args: LogArgs): void {
    this.#logger.fatal(...(args as Parameters<LogFn>));
  }

  error(...args: LogArgs): void {
    this.#logger.error(...(args as Parameters<LogFn>));
  }

  warn(...args: LogArgs): void {
    this.#logger.warn(...(args as Parameters<LogFn>));
  }

  info(...args: LogArgs): void {
    this.#logger.info(...(args as Parameters<LogFn>));
  }

  debug(...args: LogArgs): void {
    this.#logger.debug(...(args as Parameters<LogFn>));
  }

  trace(...args: LogArgs): void {
    this.#logger.trace(...(args as Parameters<LogFn>));
  }

  silent(...args: LogArgs): void {
    this.#logger.silent(...(args as Parameters<LogFn>));
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}

export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
