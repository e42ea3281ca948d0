import type { Database } from '@korero/core/sdk';
import type { GoogleBoundSubmission, GoogleMatchLookup, Span } from '../contract/index.ts';

type Row = {
  id: string;
  created_at: Date | string;
  posted_at: Date | string | null;
  customer_name: string;
  star_rating: number | string;
  text: string | null;
  invite_id: string | null;
  team_members: string[] | string;
};

/**
 * The submissions whose customer chose Google, in a span, oldest first: destination "google" (an invitation's choice,
 * or the simple form's "undecided" once its customer went to post it), or any whose customer went on to post it
 * (`posted_at`: a simple-form customer who sent private feedback first, then posted anyway). One statement over the
 * (business, created) index, the review joined by its unique submission id.
 */
export async function googleBound(
  db: Database,
  businessId: string,
  span: Span,
  options: { withText?: boolean } = {},
): Promise<GoogleBoundSubmission[]> {
  const withText = options.withText ?? true;
  const rows = await db.em.execute<Row[]>(
    `select s.id, s.created_at, r.posted_at, s.customer_name, s.star_rating, ${withText ? 'r.reviewer_approved_text' : 'null'} as text,
            s.invite_id, s.team_members
       from reviews_submission s join reviews_review r on r.submission_id = s.id
      where s.business_id = ? and s.created_at >= ? and s.created_at < ? and (s.destination = 'google' or r.posted_at is not null)
      order by s.created_at, s.id`,
    [businessId, span.from, span.to],
  );
  return rows.map((r) => ({
    submissionId: r.id,
    createdAt: new Date(r.created_at),
    postedAt: r.posted_at === null ? null : new Date(r.posted_at),
    customerName: r.customer_name,
    starRating: Number(r.star_rating),
    approvedText: r.text ?? '',
    inviteId: r.invite_id,
    teamMembers: typeof r.team_members === 'string' ? (JSON.parse(r.team_members) as string[]) : r.team_members,
  }));
}

/** The google module's lookup, once it registers one (reviews works unchanged without it: every googleReview is null). */
export class GoogleMatches {
  #lookup: GoogleMatchLookup | null = null;

  register(lookup: GoogleMatchLookup): void {
    this.#lookup = lookup;
  }

  /** One call for a page of submissions: each matched one's review id and when it was matched. */
  async of(businessId: string, submissionIds: string[]): Promise<Map<string, { id: string; matchedAt: Date; removedAt: Date | null }>> {
    if (!this.#lookup || submissionIds.length === 0) return new Map();
    return this.#lookup(businessId, submissionIds);
  }
}
