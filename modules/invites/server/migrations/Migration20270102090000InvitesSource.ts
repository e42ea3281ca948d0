import { Migration } from '@korero/core/sdk';

/**
 * Where an invitation's customer details came from when Korero did not get them from the customer (a job system's
 * name, issue 45): its first message said so (IPP3A), and the invitation keeps it. Null for the form and the API.
 */
export class Migration20270102090000InvitesSource extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "invites_invitation" add column "source" varchar(40) null;`);
  }
}
