export * from './define-module.ts';
export * from './define-provider.ts';
export * from './form-body.ts';
export * from './errors.ts';
export * from './http.ts';
export * from './capability-link.ts';
export * from './html.ts';
export * from './json-text.ts';
export * from './images.ts';
export { nonPublicAddress, normaliseAddress, normalisePhone } from './addresses.ts';
export * from '../ports/index.ts';
// Modules write migrations against the kernel's migrator, never a copy of their own.
export { Migration } from '@mikro-orm/migrations';
export { creditedFirstNames, splitCredits } from './people.ts';
export { deliveryOf } from './delivery.ts';
export { migrationsIn } from './migrations-folder.ts';
export { nzDay, nzHour, nzMonth, nzDate, type NzMonth } from './nz-time.ts';
export { csvCell, csvLine } from './csv.ts';
export { DailyRollup, dailyRollupBackfillSql, dailyRollupSql, daysSpan, medianOf } from './daily-rollup.ts';
export { secretBox, type SecretBox } from './secret-box.ts';
export { allOrNone } from './settings.ts';
export { builtQuery } from './built-query.ts';
export {
  applyRetention,
  DAY_MS,
  RETENTION_BATCH,
  RETENTION_BATCHES_PER_RUN,
  type RetentionBounds,
  type RetentionRule,
} from './retention.ts';
