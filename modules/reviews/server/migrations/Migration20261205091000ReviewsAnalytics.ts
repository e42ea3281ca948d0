import { Migration } from '@korero/core/sdk';

/** Whether the customer used voice-to-text, for the owner's analytics; reviews before this count as typed. */
export class Migration20261205091000ReviewsAnalytics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reviews_submission" add column "used_voice" boolean not null default false;`);
  }
}
