import { Migration } from '@korero/core/sdk';

/**
 * Each business's invitations per New Zealand month, in one row (decision 0042): a new invitation takes its month's
 * row with an upsert that also answers the count (and the business's reminder settings), which serialises one
 * business's invitations and replaces counting its month's rows under an advisory lock. A trigger adds every insert,
 * whatever code made it, once per statement; an invitation counts against the month it was made in, so neither
 * cancelling one nor deleting rows takes it back (invitations go only with the account, and the rows with them).
 * The months already made are counted from the invitations there.
 */
export class Migration20270103091000InvitesUsageMonth extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "invites_usage_month" ("business_id" uuid not null, "month" date not null, "invitations" int not null default 0, primary key ("business_id", "month"));`,
    );
    this.addSql(`create function invites_usage_add() returns trigger language plpgsql as $$
      begin
        insert into invites_usage_month (business_id, month, invitations)
          select business_id, date_trunc('month', created_at at time zone 'Pacific/Auckland')::date, count(*)
            from added group by 1, 2 order by 1, 2
          on conflict (business_id, month) do update set invitations = invites_usage_month.invitations + excluded.invitations;
        return null;
      end $$;`);
    this.addSql(
      `create trigger invites_usage_add after insert on "invites_invitation" referencing new table as added for each statement execute function invites_usage_add();`,
    );
    this.addSql(`insert into invites_usage_month (business_id, month, invitations)
      select business_id, date_trunc('month', created_at at time zone 'Pacific/Auckland')::date, count(*)
        from invites_invitation group by 1, 2
      on conflict (business_id, month) do nothing;`);
  }
}
