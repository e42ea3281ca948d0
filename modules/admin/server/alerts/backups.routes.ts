import path from 'node:path';
import type { AuditPort, ModuleApp, SystemSettingsPort } from '@korero/core/sdk';
import { unavailable } from '@korero/core/sdk';
import { backupCreatedAnswer, backupsAnswer } from '../../contract/api.ts';
import type { Backups } from './backups.service.ts';

const admin = { access: 'admin' as const };

/** GET /api/admin/backups (where they go and what is there) and POST (back up now). */
export async function backupRoutes(
  app: ModuleApp,
  deps: { backups: Backups; settings: SystemSettingsPort; audit: AuditPort },
): Promise<void> {
  const { backups, audit } = deps;

  app.get(
    '/admin/backups',
    { config: admin, schema: { summary: 'List database backups', operationId: 'listBackups', response: { 200: backupsAnswer } } },
    async () => {
      const listing = await backups.list();
      return {
        data: {
          ...listing,
          automatic: deps.settings.current().autoBackups,
          files: listing.files.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
        },
      };
    },
  );

  app.post(
    '/admin/backups',
    { config: admin, schema: { summary: 'Back up the database now', operationId: 'createBackup', response: { 200: backupCreatedAnswer } } },
    async (request) => {
      let file;
      try {
        file = await backups.run();
      } catch (error) {
        request.log.warn({ err: error }, 'backup failed');
        throw unavailable(`The backup failed: ${error instanceof Error ? error.message : 'unknown error'}. An alert has been raised.`);
      }
      const name = path.basename(file.file);
      await audit.record(request, {
        action: 'backup.created',
        targetType: 'backup',
        targetId: name,
        details: { message: `Backed up the database to ${name}`, bytes: file.bytes },
      });
      return { data: { name, bytes: file.bytes, createdAt: new Date().toISOString() } };
    },
  );
}
