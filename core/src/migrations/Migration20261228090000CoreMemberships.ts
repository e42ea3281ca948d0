import { Migration } from '@mikro-orm/migrations';
import { backfillOwnerMemberships } from '../identity/memberships.ts';

/**
 * Staff accounts and several businesses (docs/decisions/0026): a person belongs to businesses through memberships,
 * each with a role; a session remembers which business it is working in; owners invite staff with a link.
 * Every existing account becomes the owner of its own business (business id = account id), and every open session
 * keeps working in it, so nothing changes for anyone already here. API keys belong to a business, which need not
 * be an account any more: their foreign key to core_user goes (a business's deletion removes its keys).
 */
export class Migration20261228090000CoreMemberships extends Migration {
  override async up(): Promise<void> {
    await this.execute(
      `create table "core_membership" ("id" uuid not null, "account_id" uuid not null references "core_user" ("id") on delete cascade, "business_id" uuid not null, "role" varchar(16) not null, "team_member_id" uuid null, "created_at" timestamptz not null, "last_seen_at" timestamptz null, primary key ("id"), constraint "core_membership_role_check" check ("role" in ('owner', 'manager', 'technician')))`,
    );
    await this.execute(`create unique index "core_membership_account_business_unique" on "core_membership" ("account_id", "business_id")`);
    await this.execute(`create index "core_membership_business_index" on "core_membership" ("business_id")`);
    await this.execute(
      `create table "core_staff_invitation" ("id" uuid not null, "business_id" uuid not null, "email" varchar(254) not null, "role" varchar(16) not null, "team_member_id" uuid null, "token_hash" varchar(64) not null, "invited_by" uuid null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_by" uuid null, primary key ("id"), constraint "core_staff_invitation_role_check" check ("role" in ('manager', 'technician')))`,
    );
    await this.execute(`create unique index "core_staff_invitation_token_unique" on "core_staff_invitation" ("token_hash")`);
    await this.execute(`create index "core_staff_invitation_business_index" on "core_staff_invitation" ("business_id")`);
    await this.execute(`alter table "core_session" add column "business_id" uuid null`);
    await this.execute(`alter table "core_api_key" drop constraint if exists "core_api_key_business_id_fkey"`);
    await backfillOwnerMemberships((sql, params) => this.execute(sql, params));
  }
}
