import { Migration } from '@korero/core/sdk';

/**
 * Every invitation keeps where its customer's details came from (issue 47): a kind beside the label `source` already
 * held for a job system's. Older rows: a job system's where it was named, a person's where one made it (their name
 * was not kept then); the API's cannot be told from the rest, so they stay unknown.
 */
export class Migration20270110090000InvitesContactSource extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invites_invitation" add column "source_kind" varchar(12) null;`);
    this.addSql(`alter table "invites_invitation" alter column "source" type varchar(200);`);
    this.addSql(`update "invites_invitation" set "source_kind" = 'job_system' where "source" is not null;`);
    this.addSql(`update "invites_invitation" set "source_kind" = 'person' where "source" is null and "created_by" is not null;`);
  }
}
