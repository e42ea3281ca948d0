import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in (issue 47, decision 0046): an authenticator app's secret (sealed, never plain), ten hashed
 * single-use recovery codes, passkeys, the sign-ins waiting for their second step (the pending cookie holds a random
 * token, this table its hash), and a business's "staff must use two-factor sign-in" switch. A person's rows go with their account (on delete cascade); the business's switch with the business.
 */
export class Migration20270110090000CoreTwoFactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "core_two_factor" (
      "user_id" uuid not null primary key references "core_user" ("id") on delete cascade,
      "totp_secret" text null,
      "totp_on_at" timestamptz null,
      "totp_last_step" bigint null,
      "passkey_challenge" text null,
      "passkey_challenge_expires_at" timestamptz null,
      "updated_at" timestamptz not null);`);
    this.addSql(`create table "core_recovery_code" (
      "id" uuid not null primary key,
      "user_id" uuid not null references "core_user" ("id") on delete cascade,
      "code_hash" varchar(64) not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null);`);
    this.addSql(`create index "core_recovery_code_user_idx" on "core_recovery_code" ("user_id");`);
    this.addSql(`create table "core_passkey" (
      "id" uuid not null primary key,
      "user_id" uuid not null references "core_user" ("id") on delete cascade,
      "credential_id" varchar(1400) not null unique,
      "public_key" text not null,
      "counter" bigint not null default 0,
      "transports" varchar(200) null,
      "name" varchar(80) not null,
      "created_at" timestamptz not null,
      "last_used_at" timestamptz null);`);
    this.addSql(`create index "core_passkey_user_idx" on "core_passkey" ("user_id");`);
    this.addSql(`create table "core_sign_in_pending" (
      "id" varchar(64) not null primary key,
      "user_id" uuid not null references "core_user" ("id") on delete cascade,
      "challenge" text null,
      "expires_at" timestamptz not null);`);
    this.addSql(`create index "core_sign_in_pending_user_idx" on "core_sign_in_pending" ("user_id");`);
    this.addSql(`create table "core_business_security" (
      "business_id" uuid not null primary key,
      "staff_two_factor" boolean not null default false,
      "updated_at" timestamptz not null);`);
  }
}
