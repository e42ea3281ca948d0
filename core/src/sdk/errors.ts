/**
 * An error a person can act on. Throw it anywhere in a request; the kernel answers `{ "error": message }` with its
 * status. Anything else thrown becomes a logged 500 with a generic message.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly statusCode: number;
  readonly details: Record<string, unknown> | undefined;

  constructor(statusCode: number, message: string, details?: Record<string, unknown>) {
    // An answer, not a fault: no stack is captured (the costliest part of an Error), so a 401 costs what a 200 does.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.statusCode = statusCode;
    this.details = details;
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const paymentRequired = (message: string, details?: Record<string, unknown>) => new HttpError(402, message, details);
export const forbidden = (message: string, details?: Record<string, unknown>) => new HttpError(403, message, details);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string) => new HttpError(413, message);
export const unavailable = (message: string) => new HttpError(503, message);

/**
 * A call to a service of a module an administrator has switched off (docs/decisions/0041): a 409 naming the module, so
 * whoever asked knows it is a setting of this Korero, not their mistake. `moduleId` lets a caller recognise it.
 */
export class ModuleSwitchedOffError extends HttpError {
  readonly moduleId: string;

  constructor(moduleId: string, title: string) {
    super(409, `${title} is switched off on this Korero. An administrator can switch it on under Admin → Modules.`);
    this.moduleId = moduleId;
  }
}
