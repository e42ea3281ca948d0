import type { AuditPort, AuthPort, ModuleApp } from '@korero/core/sdk';
import { nzDay, pagination } from '@korero/core/sdk';
import { auditAnswer, auditQuery } from '../contract/api.ts';

/** GET /api/admin/audit-logs: newest first, by action and New Zealand dates. There is no route to change an entry. */
export async function auditRoutes(app: ModuleApp, deps: { audit: AuditPort; auth: AuthPort }): Promise<void> {
  app.get(
    '/admin/audit-logs',
    {
      config: { access: 'admin' },
      schema: { summary: 'List the audit log', operationId: 'listAuditLogs', querystring: auditQuery, response: { 200: auditAnswer } },
    },
    async (request) => {
      const { page, limit, action, from, to } = request.query;
      const [{ rows, total }, actions] = await Promise.all([
        deps.audit.list({ page, limit, action, from: from ? nzDay(from).start : undefined, to: to ? nzDay(to).end : undefined }),
        deps.audit.actions(),
      ]);
      const names = new Map<string, string | null>();
      for (const id of new Set(rows.map((r) => r.adminUserId).filter((id): id is string => id !== null))) {
        names.set(id, (await deps.auth.account(id))?.username ?? null);
      }
      return {
        data: rows.map((r) => ({
          id: r.id,
          action: r.action,
          targetType: r.targetType,
          targetId: r.targetId,
          details: r.details,
          adminUserId: r.adminUserId,
          adminUsername: r.adminUserId ? (names.get(r.adminUserId) ?? null) : null,
          ipAddress: r.ipAddress,
          createdAt: r.createdAt.toISOString(),
          repeats: r.repeats,
          lastAt: r.lastAt?.toISOString() ?? null,
        })),
        actions,
        pagination: pagination(page, limit, total),
      };
    },
  );
}
