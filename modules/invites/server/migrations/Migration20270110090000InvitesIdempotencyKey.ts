import { Migration } from '@korero/core/sdk';

/**
 * The Idempotency-Key a client sent with the invitation (issue 48: a technician's ask queued offline is sent again
 * until it is answered) and a digest of the request it came with: the same key again answers this invitation, the
 * same key with another request is refused. One per key per business.
 */
export class Migration20270110090000InvitesIdempotencyKey extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "invites_invitation" add column "idempotency_key" varchar(200) null, add column "request_digest" char(64) null;`,
    );
    this.addSql(
      `create unique index "invites_invitation_idempotency_index" on "invites_invitation" ("business_id", "idempotency_key") where "idempotency_key" is not null;`,
    );
  }
}
