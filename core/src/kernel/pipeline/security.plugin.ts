import fp from 'fastify-plugin';
import { installSecurity, type SecurityOptions } from '../security.ts';
import type { Arrival } from './arrival.ts';

/** Security headers on every answer, and the cross-site check on every state-changing request (security.ts). */
export const securityHeaders = fp<SecurityOptions & { arrival: Arrival }>(
  async (app, { arrival, ...options }) => {
    installSecurity(app, options, arrival);
  },
  { name: 'korero-security' },
);
