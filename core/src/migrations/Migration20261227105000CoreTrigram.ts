import { Migration } from '@mikro-orm/migrations';

/**
 * pg_trgm, for the trigram (GIN, gin_trgm_ops) indexes that serve the Reviews screen's text search (`ilike '%…%'`),
 * decision 0028. An extension is the database's, not a module's: the kernel creates it once, before the modules'
 * migrations that index with it (migrations run in name order). PGlite loads it (database.ts); on PostgreSQL it is a
 * trusted extension (13 and later), so the database's owner may create it without being a superuser. Where the server
 * refuses, start-up stops here and says what to do: silently slow search would be found much later.
 */
export class Migration20261227105000CoreTrigram extends Migration {
  override async up(): Promise<void> {
    const [present] = await this.execute(`select 1 as present from pg_extension where extname = 'pg_trgm'`);
    if (present) return;
    try {
      await this.execute('create extension if not exists pg_trgm');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `The database refused to create the pg_trgm extension (${reason}). Korero's review search needs it. ` +
          "Ask the database's administrator to run `create extension pg_trgm;` in Korero's database (on Debian or Ubuntu " +
          'it ships with the postgresql server package; elsewhere install postgresql-contrib), or give the user in ' +
          'DATABASE_URL ownership of the database (PostgreSQL 13 and later let an owner create it), then start Korero again.',
        { cause: error },
      );
    }
  }
}
