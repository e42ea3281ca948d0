import { migrationsIn } from '@korero/core/sdk';

/** Every Migration*.ts in this folder, in file-name order (see migrationsIn). */
export const migrations = await migrationsIn(import.meta.url);
