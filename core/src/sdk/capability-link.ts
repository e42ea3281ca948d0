import type { FastifyReply } from 'fastify';

/**
 * The redirect a text's short link answers with (invitations' /r/{code}, follow-ups' /f/{token}): the URL is a
 * capability, so no cache keeps the answer, and the page it leads to is told nothing of where it came from.
 */
export function capabilityRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(location, 302);
}
