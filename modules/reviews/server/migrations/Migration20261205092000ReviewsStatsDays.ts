import { dailyRollupSql, Migration } from '@korero/core/sdk';

/**
 * The owner's analytics, a day at a time: reviews_stats_day holds each New Zealand day's figures, recomputed when a
 * trigger says a submission of that day changed (or the text of its review did).
 */
export class Migration20261205092000ReviewsStatsDays extends Migration {
  override async up(): Promise<void> {
    for (const sql of dailyRollupSql('reviews_stats_day', 'reviews_submission', 'reviews_stats')) this.addSql(sql);
    // A review's text gives the day's word counts: editing it touches its submission's day.
    this.addSql(
      `create function reviews_stats_review_touch() returns trigger language plpgsql as $$
       begin
         update reviews_stats_day d set gen = d.gen + 1 from reviews_submission s
          where s.id = new.submission_id and d.business_id = s.business_id
            and d.day = (s.created_at at time zone 'Pacific/Auckland')::date;
         return null;
       end $$;`,
    );
    this.addSql(
      `create trigger reviews_stats_review_touch after insert or update of reviewer_approved_text on "reviews_review"
       for each row execute function reviews_stats_review_touch();`,
    );
  }
}
