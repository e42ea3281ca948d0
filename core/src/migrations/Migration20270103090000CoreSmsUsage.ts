import { Migration } from '@mikro-orm/migrations';

/**
 * What each text cost, kept where every sender's texts go (decision 0042): the outbox records a text's carrier
 * segments, and core_sms_usage_month keeps each business's texts per New Zealand month, added to by a trigger on
 * every insert into the outbox (a text refused because its contact opted out costs nothing), so the plan's SMS
 * allowance is one row to read, whichever module sent the texts. Deleting messages (retention, after a year) leaves
 * the month's figure as it was. The months already in the outbox are counted from its rows, one a text: rows from
 * before segments were kept count one, as 0017 counted them.
 */
export class Migration20270103090000CoreSmsUsage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "core_outbox_message" add column "sms_segments" int null;`);
    this.addSql(
      `create table "core_sms_usage_month" ("business_id" uuid not null, "month" date not null, "segments" int not null default 0, primary key ("business_id", "month"));`,
    );
    // Once per statement, over the rows it inserted: a sweep's hundreds of texts add to their month's row once.
    // In key order, so two transactions adding to the same businesses' rows take their locks in the same order.
    this.addSql(`create function core_sms_usage_add() returns trigger language plpgsql as $$
      begin
        insert into core_sms_usage_month (business_id, month, segments)
          select business_id, date_trunc('month', created_at at time zone 'Pacific/Auckland')::date, sum(coalesce(sms_segments, 1))
            from added where channel = 'sms' and business_id is not null and status <> 'refused'
           group by 1, 2 order by 1, 2
          on conflict (business_id, month) do update set segments = core_sms_usage_month.segments + excluded.segments;
        return null;
      end $$;`);
    this.addSql(
      `create trigger core_sms_usage_add after insert on "core_outbox_message" referencing new table as added for each statement execute function core_sms_usage_add();`,
    );
    this.addSql(`insert into core_sms_usage_month (business_id, month, segments)
      select business_id, date_trunc('month', created_at at time zone 'Pacific/Auckland')::date, sum(coalesce(sms_segments, 1))
        from core_outbox_message where channel = 'sms' and business_id is not null and status <> 'refused'
       group by 1, 2
      on conflict (business_id, month) do nothing;`);
  }
}
