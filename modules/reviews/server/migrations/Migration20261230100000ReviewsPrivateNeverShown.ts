import { Migration } from '@korero/core/sdk';

/**
 * Issue 44: private feedback is never public. The private-feedback route used to store the website box's choice as it
 * came; a submission sent privately with it ticked appeared on the public page and in the widget. Cleared here; the
 * service now ignores the box for anything but a review for Google, and the showcase reads only those.
 */
export class Migration20261230100000ReviewsPrivateNeverShown extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "reviews_submission" set "show_on_website" = false where "show_on_website" and "destination" = 'private';`);
  }
}
