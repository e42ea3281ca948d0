import { Migration } from '@mikro-orm/migrations';
import { rekeyUsernames } from '../identity/username-rekey.ts';

/**
 * Look-alike usernames are one name (issue 44): every key re-made with the confusable skeleton (usernameKey). Where a
 * Cyrillic "bоb" made after "bob" now shares its key, the older account keeps it and the later one signs in by its
 * email address (rekeyUsernames).
 */
export class Migration20261231110000CoreUsernameSkeletons extends Migration {
  override async up(): Promise<void> {
    await rekeyUsernames((sql, params) => this.execute(sql, params));
  }
}
