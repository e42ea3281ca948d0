import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import ReviewsPage from './ReviewsPage.tsx';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const praised = {
  id: 's1',
  starRating: 5,
  timestamp: ago(5),
  customerName: 'Aroha Smith',
  jobDescription: 'Gas hob install',
  jobLocation: 'Petone',
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
  privateFeedback: [{ id: 'f1', details: 'Two hours late and no call.', email: 'sione@example.nz', createdAt: ago(60) }],
};

function open(rows: unknown[], totalCount = rows.length) {
  let list = [...rows] as Array<{ id: string }>;
  const server = fakeServer({
    'GET /api/submissions': () => ({ data: list, pagination: { page: 1, limit: 20, totalCount, totalPages: 1 } }),
    'DELETE /api/submissions/:id': ({ params }) => {
      list = list.filter((r) => r.id !== params.id);
      return { success: true };
    },
  });
  return { server, ...renderScreen(<ReviewsPage />, { at: '/reviews' }) };
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
    expect(sione.getByRole('link', { name: 'Reply to sione@example.nz' })).toHaveAttribute('href', 'mailto:sione@example.nz');
  });

  it('labels simple-form reviews by what their customer chose: private, Google, or a rating only so far', async () => {
    const simple = { ...praised, customerName: 'A customer', teamMembers: '[]', satisfaction: 'Very Dissatisfied', starRating: 1 };
    open([
      { ...simple, id: 'p', jobDescription: 'job-private', destination: 'private' },
      { ...simple, id: 'g', jobDescription: 'job-google', destination: 'google' },
      { ...simple, id: 'u', jobDescription: 'job-undecided', destination: 'undecided' },
    ]);
    await screen.findByText(/job-private/);
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

    await user.click(within(cards()[1]!).getByRole('button', { name: 'Delete' }));
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

  it('asks for more when there are more than it shows', async () => {
    const { server, user } = open([praised], 25);
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(server.requests('GET /api/submissions').map((r) => r.query.get('limit'))).toEqual(['20', '40']));
  });
});
