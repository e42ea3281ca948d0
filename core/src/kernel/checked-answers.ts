import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Answers already encoded by their route's schema: the serializer sends them as they are.
const checked = new WeakSet<object>();

/**
 * An answer a route builds once and sends many times (the module list changes only when a module is switched):
 * encoded and checked against its schema now, so each request only writes it out, as any JSON answer would be.
 * A value the schema refuses throws here, where it was built.
 */
export function checkedAnswer<S extends z.ZodType>(schema: S, data: z.input<S>): z.output<S> {
  const answer = z.encode(schema, data as z.output<S>) as object;
  checked.add(answer);
  return answer as z.output<S>;
}

/** The routes' serializer: every answer checked against its route's schema, except one `checkedAnswer` already did. */
export const checkingSerializer: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]) as (data: unknown) => string;
  return (data: unknown) => (typeof data === 'object' && data !== null && checked.has(data) ? JSON.stringify(data) : serialize(data));
};
