import type { ModuleApp } from './define-module.ts';

/**
 * Reads application/x-www-form-urlencoded bodies (HTML forms, vendors' webhooks) as a plain object of strings, in
 * this plugin only: register it inside the encapsulated plugin whose routes need it.
 */
export function acceptFormBodies(app: ModuleApp, bodyLimit = 64 * 1024): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
