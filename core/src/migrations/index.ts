import { migrationsIn } from '../sdk/migrations-folder.ts';

/** Every Migration*.ts in this folder, in file-name order (see migrationsIn). */
export const coreMigrationList = await migrationsIn(import.meta.url);
