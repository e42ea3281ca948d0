import fp from 'fastify-plugin';
import { installSecurity, type SecurityOptions } from '../security.ts';

/** Security headers on every answer, and the cross-site check on every state-changing request (security.ts). */
export const securityHeaders = fp<SecurityOptions>(
  async (app, options) => {
    installSecurity(app, options);
  },
  { name: 'korero-security' },
);
