import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineWebModule } from '@korero/web-kit';
import { reviewsSources, type ReviewsSourceProps } from '../../../contract/slots.ts';
import { fakeServer as serverWithout, renderScreen, reply, signedIn } from '@korero/web-kit/testing';

/** The screens are drawn for a signed-in owner: they offer what the owner's role may do (the permission table). */
const fakeServer = (routes: Parameters<typeof serverWithout>[0] = {}) =>
  serverWithout({ 'GET /api/session': { data: signedIn() }, ...routes });
import { postedAfter } from '../components/SubmissionCard.tsx';
import ReviewsPage from './ReviewsPage.tsx';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const praised = {
  id: 's1',
  starRating: 5,
  timestamp: ago(5),
  customerName: 'Aroha Smith',
  source: 'invite',
  jobDescription: 'Gas hob install',
  jobLocation: 'Petone',
  jobReference: null,
  teamMembers: JSON.stringify(['Wiremu Tane']),
  selectedFeedback: '["quality-0"]',
  feedbackLabels: [{ id: 'quality-0', text: 'Careful, thorough work', kind: 'positive', category: 'quality' }],
  ratingScores: JSON.stringify({ communication: 9 }),
  reviewerText: 'hob works a treat',
  photoUrls: '[]',
  satisfaction: null,
  destination: 'google',
  review: {
    id: 'r1',
    aiGeneratedText: 'Wiremu did careful work.',
    reviewerApprovedText: 'Wiremu did careful, tidy work.',
    googleReviewUrl: null,
    postedAt: null,
  },
  privateFeedback: [],
  googleReview: null,
  showOnWebsite: true,
};

const unhappy = {
  ...praised,
  id: 's2',
  starRating: 2,
  customerName: 'Sione Fifita',
  feedbackLabels: [{ id: 'improvement-2', text: 'Arrived late', kind: 'improvement', category: 'timeliness' }],
  ratingScores: '{}',
  reviewerText: '',
  teamMembers: '[]',
  destination: 'private',
  review: null,
  privateFeedback: [{ id: 'f1', details: 'Two hours late and no call.', email: 'sione@nz.example', createdAt: ago(60) }],
};

/** Another module's source (as the google module adds one): it shows the filters it was drawn with. */
function GoogleStandIn({ filters }: ReviewsSourceProps) {
  return <output data-testid="google-source">{JSON.stringify(filters)}</output>;
}
const google = defineWebModule({
  id: 'google',
  slots: [reviewsSources.fill({ id: 'google', label: 'Google', order: 10, Component: GoogleStandIn })],
});

function open(rows: unknown[], totalCount = rows.length, at = '/reviews', webModules = [] as ReturnType<typeof defineWebModule>[]) {
  let list = [...rows] as Array<{ id: string }>;
  const server = fakeServer({
    'GET /api/submissions': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const totalPages = Math.max(1, Math.ceil(totalCount / 20));
      const capped = totalCount > 1000;
      const pagination = { page, limit: 20, totalCount: Math.min(totalCount, 1000), totalPages: Math.min(totalPages, 50) };
      return { data: list, pagination: { ...pagination, nextCursor: page < totalPages ? `after-${page}` : null, totalCapped: capped } };
    },
    'GET /api/submissions/members': () => ({ data: ['Sione Fifita', 'Wiremu Tane'] }),
    'DELETE /api/submissions/:id': ({ params }) => {
      list = list.filter((r) => r.id !== params.id);
      return { success: true };
    },
  });
  return { server, ...renderScreen(<ReviewsPage />, { at, webModules }) };
}

const cards = () => screen.getAllByTestId('submission');

describe('the Reviews screen', () => {
  it('shows each submission as the customer left it', async () => {
    open([praised, unhappy]);
    await screen.findByText('Aroha Smith');
    const [first, second] = cards();

    const aroha = within(first!);
    expect(aroha.getByText('Positive Review')).toBeVisible();
    expect(aroha.getByText('For Google')).toBeVisible();
    expect(aroha.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    expect(aroha.getByText('Wiremu did careful, tidy work.')).toBeVisible();
    expect(aroha.getByRole('list', { name: 'What they ticked' })).toHaveTextContent('Careful, thorough work');
    expect(aroha.getByText('Communication:')).toBeVisible();
    expect(aroha.getByText('9/10')).toBeVisible();
    expect(aroha.getByText('hob works a treat')).toBeVisible();
    expect(aroha.getByText(/Wiremu Tane/)).toBeVisible();

    const sione = within(second!);
    expect(sione.getByText('Needs Follow-up')).toBeVisible();
    expect(sione.getByText('Private')).toBeVisible();
    expect(sione.getByText('Two hours late and no call.')).toBeVisible();
    expect(sione.getByRole('link', { name: 'Reply to sione@nz.example' })).toHaveAttribute('href', 'mailto:sione@nz.example');
  });

  it('labels review-link submissions as such, with their job number, and by what their customer chose', async () => {
    const simple = {
      ...praised,
      source: 'simple',
      customerName: 'A customer',
      jobDescription: null,
      jobLocation: null,
      teamMembers: '[]',
      satisfaction: 'Very Dissatisfied',
      starRating: 1,
    };
    open([
      { ...simple, id: 'p', jobReference: 'job-44', destination: 'private' },
      { ...simple, id: 'g', jobReference: null, destination: 'google' },
      { ...simple, id: 'u', jobReference: 'job-45', destination: 'undecided' },
    ]);
    // The link's job number reads as a job number, not as what the job was.
    expect(await screen.findByText(/Through your review link · job job-44/)).toBeVisible();
    const [privately, publicly, undecided] = cards().map((card) => within(card));
    expect(privately!.getByText('Private')).toBeVisible();
    expect(privately!.queryByText('For Google')).toBeNull();
    expect(publicly!.getByText('For Google')).toBeVisible();
    expect(undecided!.getByText('Rating only')).toBeVisible();
    expect(undecided!.queryByText('For Google')).toBeNull();
  });

  it('shows the draft the customer started from only on request, when they changed it', async () => {
    const { user } = open([praised]);
    await user.click(await screen.findByRole('button', { name: /Show the AI draft/ }));
    expect(screen.getByText('Wiremu did careful work.')).toBeVisible();
  });

  it('asks before deleting, and deletes only the review confirmed', async () => {
    const { server, user } = open([praised, unhappy]);
    await screen.findByText('Sione Fifita');

    // Offered once the session says the person is an owner (deleting a review is theirs alone).
    await user.click(await within(cards()[1]!).findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this review?' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.requests('DELETE /api/submissions/:id')).toHaveLength(0);

    await user.click(within(cards()[1]!).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Review' }));

    await waitFor(() => expect(screen.queryByText('Sione Fifita')).not.toBeInTheDocument());
    expect(server.requests('DELETE /api/submissions/:id').map((r) => r.path)).toEqual(['/api/submissions/s2']);
    expect(screen.getByText('Aroha Smith')).toBeVisible();
    expect(screen.getByTestId('toast')).toHaveTextContent('Review deleted');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("offers a manager no Delete: a customer's review is the owner's to delete", async () => {
    const { server } = open([praised]);
    server.on('GET /api/session', { data: signedIn({ role: 'manager' }) });
    await screen.findByText('Aroha Smith');
    await waitFor(() => expect(server.requests('GET /api/session').length).toBeGreaterThan(0));
    expect(within(cards()[0]!).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('keeps the review and says why when the delete fails', async () => {
    const { server, user } = open([praised]);
    server.on('DELETE /api/submissions/:id', reply(404, { error: 'Review not found' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Review' }));

    expect(await screen.findByTestId('toast')).toHaveTextContent('Delete failedReview not found');
    expect(screen.getByText('Aroha Smith')).toBeInTheDocument();
  });

  it('with no reviews yet, points to creating an invitation', async () => {
    const { user } = open([]);
    await screen.findByText('No reviews yet');
    await user.click(screen.getByRole('button', { name: 'Create Your First Invite' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/invites');
  });

  it('pages on the server: Next asks for page 2, says which reviews are shown, and keeps the page in the address', async () => {
    const { server, user } = open([praised], 45);
    expect(await screen.findByText('Showing 1–20 of 45 reviews')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45 reviews')).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/reviews?page=2');
    // Page 2 is asked for by the cursor page 1 gave (keyset, decision 0032); Previous finds page 1 without one.
    expect(server.requests('GET /api/submissions').map((r) => [r.query.get('page'), r.query.get('limit'), r.query.get('cursor')])).toEqual([
      ['1', '20', null],
      ['2', '20', 'after-1'],
    ]);
  });

  it('says "1,000+" past the count\'s cap, and goes on by cursor beyond the pages it counted', async () => {
    const { server, user } = open([praised], 1100, '/reviews?page=50');
    expect(await screen.findByText('Showing 981–1,000 of 1,000+ reviews')).toBeVisible();
    expect(screen.getByText('Page 50 of 50+')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 1,001–1,020 of 1,000+ reviews')).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/reviews?page=51');
    expect(server.requests('GET /api/submissions').at(-1)!.query.get('cursor')).toBe('after-50');
  });

  it('asks the server with the filters in the address, and shows them chosen', async () => {
    const { server } = open([unhappy], 1, '/reviews?rating=1,2&member=Sione%20Fifita&destination=private&from=2026-11-01&bogus=1');
    await screen.findByText('Sione Fifita', { selector: 'h3' });
    const sent = server.requests('GET /api/submissions')[0]!.query;
    expect(Object.fromEntries(sent)).toEqual({
      page: '1',
      limit: '20',
      rating: '1,2',
      member: 'Sione Fifita',
      destination: 'private',
      from: '2026-11-01',
    });
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveTextContent('1–2 stars (needs follow-up)');
    expect(screen.getByRole('combobox', { name: 'Sent to' })).toHaveTextContent('Private feedback');
    expect(screen.getByRole('combobox', { name: 'Team member' })).toHaveTextContent('Sione Fifita');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByRole('button', { name: /^Filters\s*, 4 on$/ })).toBeInTheDocument();
  });

  it('searches after the owner stops typing, from page 1, once', async () => {
    const { server, user } = open([praised], 45, '/reviews?page=2');
    await screen.findByText('Aroha Smith');
    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'hob');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reviews?q=hob'));
    // The address changes first; the query asks once the page has drawn it (on a loaded machine, a moment later).
    const searches = () => server.requests('GET /api/submissions').map((r) => r.query.get('q'));
    await waitFor(() => expect(searches()).toEqual([null, 'hob']));
  });

  it('says when nothing matches, and clears the filters', async () => {
    const { server, user } = open([], 0, '/reviews?rating=1&q=tap');
    server.on('GET /api/submissions', ({ query }) =>
      query.get('rating')
        ? { data: [], pagination: { page: 1, limit: 20, totalCount: 0, totalPages: 1, nextCursor: null, totalCapped: false } }
        : { data: [praised], pagination: { page: 1, limit: 20, totalCount: 1, totalPages: 1, nextCursor: null, totalCapped: false } },
    );
    expect(await screen.findByText('No reviews match')).toBeVisible();
    expect(screen.queryByText('No reviews yet')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews$/));
    expect(await screen.findByText('Aroha Smith')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('');
    expect(server.requests('GET /api/submissions').at(-1)!.query.get('rating')).toBeNull();
  });

  it('shows "Posted on Google" on a submission the google module matched, and nothing on one it did not', async () => {
    const matchedAt = new Date(Date.parse(praised.timestamp) + 2 * 86_400_000).toISOString();
    open([
      { ...praised, googleReview: { id: 'g1', matchedAt, removedAt: null } },
      { ...praised, id: 's3', customerName: 'Mere Kingi' },
      { ...praised, id: 's4', customerName: 'Hemi Walker', googleReview: { id: 'g2', matchedAt, removedAt: '2026-11-27T01:00:00.000Z' } },
    ]);
    await screen.findByText('Aroha Smith');
    const [matched, unmatched, removed] = cards();
    expect(within(matched!).getByTestId('posted-on-google')).toHaveTextContent('Posted on Google ✓ 2 days later');
    expect(within(unmatched!).queryByText(/Posted on Google/)).toBeNull();
    // A review Google removed is no longer called posted: the card says when it went instead.
    expect(within(removed!).getByTestId('removed-from-google')).toHaveTextContent('Removed from Google on 27 November 2026');
    expect(within(removed!).queryByText(/Posted on Google/)).toBeNull();
  });

  it('counts the days to Google in New Zealand calendar days', () => {
    // 11 pm and 1 am the next day in Auckland (NZDT, UTC+13).
    expect(postedAfter('2026-11-20T10:00:00Z', '2026-11-20T12:00:00Z')).toBe('1 day later');
    expect(postedAfter('2026-11-20T12:00:00Z', '2026-11-21T09:00:00Z')).toBe('the same day');
    expect(postedAfter('2026-11-20T12:00:00Z', '2026-11-25T12:00:00Z')).toBe('5 days later');
  });

  describe('with another source (Google)', () => {
    it('shows Korero submissions and Google reviews side by side, each under its heading', async () => {
      open([praised], 1, '/reviews', [google]);
      expect(await screen.findByText('Aroha Smith')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Korero submissions' })).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Google reviews' })).toBeVisible();
      expect(screen.getByRole('region', { name: 'Google reviews' })).toContainElement(screen.getByTestId('google-source'));
      const source = screen.getByRole('group', { name: 'Source' });
      expect(
        within(source)
          .getAllByRole('radio')
          .map((r) => r.parentElement!.textContent),
      ).toEqual(['All', 'Korero', 'Google']);
      expect(within(source).getByRole('radio', { name: 'All' })).toBeChecked();
      expect(screen.getByRole('navigation', { name: 'Pages of Korero submissions' })).toBeVisible();
    });

    it('shows one source at a time from the address, and passes it the filters that apply', async () => {
      const { server } = open([praised], 1, '/reviews?source=google&unanswered=true&rating=1,2&destination=private', [google]);
      expect(await screen.findByTestId('google-source')).toHaveTextContent('{"rating":[1,2],"unanswered":true}');
      expect(screen.queryByRole('heading', { name: 'Korero submissions' })).toBeNull();
      expect(screen.queryByText('Aroha Smith')).toBeNull();
      expect(server.requests('GET /api/submissions')).toHaveLength(0);
      expect(screen.getByRole('radio', { name: 'Google' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Not answered yet' })).toBeChecked();
      // Korero's own filters do not apply to Google reviews.
      expect(screen.queryByRole('combobox', { name: 'Sent to' })).toBeNull();
    });

    it('keeps the source and "not answered yet" in the address as the owner picks them', async () => {
      const { server, user } = open([praised], 1, '/reviews', [google]);
      await screen.findByText('Aroha Smith');
      await user.click(screen.getByRole('radio', { name: 'Google' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews\?source=google$/));
      await user.click(screen.getByRole('checkbox', { name: 'Not answered yet' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews\?source=google&unanswered=true$/));
      expect(screen.getByTestId('google-source')).toHaveTextContent('{"unanswered":true}');
      await user.click(screen.getByRole('radio', { name: 'Korero' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews\?source=korero$/));
      expect(await screen.findByText('Aroha Smith')).toBeVisible();
      expect(screen.queryByTestId('google-source')).toBeNull();
      // Korero's submissions have no answers: the filter goes, and neither is ever sent to the submissions list.
      expect(screen.queryByRole('checkbox', { name: 'Not answered yet' })).toBeNull();
      const sent = server.requests('GET /api/submissions').map((r) => [r.query.get('source'), r.query.get('unanswered')]);
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.every(([source, unanswered]) => source === null && unanswered === null)).toBe(true);
      await user.click(screen.getByRole('radio', { name: 'All' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reviews$/));
    });

    it('draws no Source filter when no other module adds a source', async () => {
      open([praised]);
      await screen.findByText('Aroha Smith');
      expect(screen.queryByRole('group', { name: 'Source' })).toBeNull();
      expect(screen.queryByRole('checkbox', { name: 'Not answered yet' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Korero submissions' })).toBeNull();
    });
  });
});
