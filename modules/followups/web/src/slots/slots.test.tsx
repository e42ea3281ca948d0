import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Answered, fakeServer, renderScreen } from '@korero/web-kit/testing';
import { followUpsKeys } from '../../../contract/client.ts';
import { summary } from '../fixtures.ts';
import FollowUpsCard from './FollowUpsCard.tsx';
import { FollowUpsHeaderButton } from './FollowUpsHeaderButton.tsx';
import SubmissionFollowUp from './SubmissionFollowUp.tsx';

describe('the header count', () => {
  it('names how many follow-ups need an answer and links to them', async () => {
    fakeServer({ 'GET /api/follow-ups/counts': { data: { open: 3, waiting: 1, resolved: 9 } } });
    renderScreen(<FollowUpsHeaderButton placement="header" />);
    const link = await screen.findByRole('link', { name: 'Follow-ups 3 need an answer' });
    expect(link).toHaveAttribute('href', '/follow-ups?status=open');
  });

  it('draws nothing when none do', async () => {
    const server = fakeServer({ 'GET /api/follow-ups/counts': { data: { open: 0, waiting: 2, resolved: 9 } } });
    const { container } = renderScreen(
      <>
        <FollowUpsHeaderButton placement="menu" />
        <Answered queryKey={followUpsKeys.counts} />
      </>,
    );
    // The counts are in and drawn (nothing, here) once the probe beside the button shows them.
    await screen.findByTestId('answered');
    expect(server.requests('GET /api/follow-ups/counts')).toHaveLength(1);
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('the dashboard card', () => {
  it('shows the open and waiting counts and the oldest one waiting for an answer', async () => {
    const server = fakeServer({
      'GET /api/follow-ups/counts': { data: { open: 2, waiting: 1, resolved: 0 } },
      'GET /api/follow-ups': { data: [summary()], total: 2 },
    });
    renderScreen(<FollowUpsCard />);
    expect(await screen.findByTestId('open-count')).toHaveTextContent('2');
    expect(await screen.findByText(/waiting 26 h/)).toHaveTextContent('Oldest: Aroha Ngata, waiting 26 h');
    const asked = server.requests('GET /api/follow-ups')[0]!.query;
    expect([asked.get('status'), asked.get('sort'), asked.get('limit')]).toEqual(['open', 'oldest-waiting', '1']);
    expect(screen.getByRole('link', { name: 'Open follow-ups' })).toHaveAttribute('href', '/follow-ups?status=open&sort=oldest-waiting');
  });

  it('says what a follow-up is when none needs an answer', async () => {
    const server = fakeServer({ 'GET /api/follow-ups/counts': { data: { open: 0, waiting: 0, resolved: 4 } } });
    renderScreen(<FollowUpsCard />);
    expect(await screen.findByText(/Nothing needs an answer/)).toBeVisible();
    expect(server.requests('GET /api/follow-ups')).toHaveLength(0);
  });
});

describe("a review card's follow-up (reviews.submission)", () => {
  const S1 = '00000000-0000-4000-8000-000000000001';
  const S2 = '00000000-0000-4000-8000-000000000002';
  const S3 = '00000000-0000-4000-8000-000000000003';

  it("shows each card its follow-up's real state, linked to it, from one request for the page", async () => {
    const server = fakeServer({
      'GET /api/followups/of-submissions': {
        data: [
          { submissionId: S1, id: 'f1', status: 'waiting', waitingSince: new Date(Date.now() - 3 * 3_600_000).toISOString() },
          { submissionId: S2, id: 'f2', status: 'resolved', waitingSince: null },
        ],
      },
    });
    const page = [S1, S2, S3];
    renderScreen(
      <>
        {page.map((id) => (
          <div key={id} data-testid={`card-${id}`}>
            <SubmissionFollowUp submissionId={id} starRating={2} pageIds={page} />
          </div>
        ))}
        <Answered queryKey={followUpsKeys.ofSubmissions(page)} />
      </>,
    );
    await screen.findByTestId('answered');
    const [waiting, resolved] = screen.getAllByTestId('submission-follow-up');
    expect(waiting).toHaveTextContent('Follow-up:Waiting for the customerWaiting for them 3 hOpen the conversation');
    expect(waiting!.querySelector('a')).toHaveAttribute('href', '/follow-ups/f1');
    expect(resolved).toHaveTextContent('Follow-up:ResolvedOpen the conversation');
    // The third submission has no follow-up: its card shows nothing of one.
    expect(screen.getByTestId(`card-${S3}`)).toBeEmptyDOMElement();
    expect(server.requests('GET /api/followups/of-submissions')).toHaveLength(1);
    expect(server.requests('GET /api/followups/of-submissions')[0]!.query.get('ids')).toBe(page.join(','));
  });
});
