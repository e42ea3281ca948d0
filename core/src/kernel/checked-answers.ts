import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Answers already encoded by their route's schema, with their JSON text: the serializer sends that text as it is.
const checked = new WeakMap<object, string>();

/**
 * An answer a route builds once and sends many times (the module list changes only when a module is switched):
 * encoded, checked against its schema and turned into JSON now, so each request only writes that text out. A value
 * the schema refuses throws here, where it was built. The answer is frozen: what is sent is what was checked.
 */
export function checkedAnswer<S extends z.ZodType>(schema: S, data: z.input<S>): z.output<S> {
  const answer = deepFreeze(z.encode(schema, data as z.output<S>) as object);
  checked.set(answer, JSON.stringify(answer));
  return answer as z.output<S>;
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) if (typeof child === 'object' && child !== null) deepFreeze(child as object);
  return Object.freeze(value);
}

/** The routes' serializer: every answer checked against its route's schema, except one `checkedAnswer` already did. */
export const checkingSerializer: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]) as (data: unknown) => string;
  return (data: unknown) => (typeof data === 'object' && data !== null && checked.get(data)) || serialize(data);
};
