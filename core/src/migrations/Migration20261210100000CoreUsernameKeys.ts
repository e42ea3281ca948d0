import { Migration } from '@mikro-orm/migrations';
import { rekeyUsernames } from '../identity/username-rekey.ts';

/**
 * Usernames are unique and signed in by NFKC and case (so fullwidth "ｒｅａｌ" is "real"): a wider key column, and
 * every existing key re-made; accounts whose names now clash are handled by rekeyUsernames (the oldest keeps it).
 */
export class Migration20261210100000CoreUsernameKeys extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "core_user" alter column "username_key" type varchar(150)`);
    await rekeyUsernames((sql, params) => this.execute(sql, params));
  }
}
