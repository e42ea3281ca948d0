import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineWebModule, type WebModule } from '@korero/web-kit';
import { fakeServer, renderScreen, reply } from '@korero/web-kit/testing';
import type { GoogleReview } from '../../../contract/client.ts';
import { googleReviewActions, type GoogleReviewActionProps } from '../../../contract/slots.ts';
import { connected, review, status } from '../fixtures.test-data.ts';
import GoogleReviewsList from './GoogleReviewsList.tsx';

const ID = '0b9c1e0e-1111-4000-8000-000000000001';

/** A Google location with these reviews; replies change them as Google would. */
function open(reviews: GoogleReview[], filters = {}, total = reviews.length, webModules: WebModule[] = []) {
  const list = reviews.map((r) => ({ ...r }));
  const server = fakeServer({
    'GET /api/google/status': connected(),
    'GET /api/google/reviews': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      return { data: list, total, page, limit: 20, nextCursor: page * 20 < total ? `after-${page}` : null, totalCapped: false };
    },
    'PUT /api/google/reviews/:id/reply': ({ params, body }) => {
      const r = list.find((x) => x.id === params.id)!;
      // Google moderates a new reply before it shows it.
      r.reply = {
        comment: (body as { comment: string }).comment,
        updatedAt: '2026-11-27T01:00:00.000Z',
        state: 'pending',
        rejectedReason: null,
      };
      return { data: r };
    },
    'DELETE /api/google/reviews/:id/reply': ({ params }) => {
      const r = list.find((x) => x.id === params.id)!;
      r.reply = null;
      return { data: r };
    },
    'POST /api/google/reviews/:id/suggest': { data: { comment: 'Kia ora Aroha, thank you: we are glad the hob is working.' } },
  });
  return { server, ...renderScreen(<GoogleReviewsList filters={filters} />, { at: '/reviews?source=google', webModules }) };
}

const card = async (name: string) => within((await screen.findByText(name)).closest('[data-testid="google-review"]') as HTMLElement);

describe('the Google reviews list', () => {
  it('shows each review with its reviewer, stars, date and words, who it came from, and Google’s removal', async () => {
    open([
      review({ submissionId: 's1', customerName: 'Aroha Smith' }),
      review({
        id: 'r2',
        reviewer: 'Sione F.',
        starRating: 2,
        comment: null,
        removedAt: '2026-11-25T00:00:00.000Z',
        lastSeenAt: '2026-11-24T03:00:00.000Z',
      }),
    ]);
    const aroha = await card('Aroha S.');
    expect(aroha.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    expect(aroha.getByText('Wiremu fixed the hob fast and tidied up.')).toBeVisible();
    expect(aroha.getByText(/20 Nov 2026/)).toBeVisible();
    expect(aroha.getByText('From Aroha Smith via Korero')).toBeVisible();
    expect(aroha.getByRole('button', { name: 'Answer' })).toBeVisible();
    const sione = await card('Sione F.');
    expect(sione.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
    expect(sione.getByText('Removed by Google — last seen 24 Nov 2026')).toBeVisible();
    expect(sione.queryByRole('button', { name: 'Answer' })).toBeNull();
    expect(sione.queryByText(/via Korero/)).toBeNull();
  });

  it('draws other modules’ actions under each review, with its id and the submission it was matched to', async () => {
    const Action = ({ reviewId, submissionId }: GoogleReviewActionProps) => (
      <p>{`Action for ${reviewId} (${submissionId ?? 'not via Korero'})`}</p>
    );
    const other = defineWebModule({ id: 'other', slots: [googleReviewActions.fill({ id: 'act', order: 10, Component: Action })] });
    open([review({ submissionId: 's1', customerName: 'Aroha Smith' }), review({ id: 'r2', reviewer: 'Sione F.' })], {}, 2, [other]);
    expect((await card('Aroha S.')).getByText(`Action for ${ID} (s1)`)).toBeVisible();
    expect((await card('Sione F.')).getByText('Action for r2 (not via Korero)')).toBeVisible();
  });

  it('asks with the page’s filters: not answered yet, stars, dates and search', async () => {
    const { server } = open([review()], { unanswered: true, rating: [1, 2], from: '2026-11-01', q: 'hob' });
    await screen.findByText('Aroha S.');
    expect(Object.fromEntries(server.requests('GET /api/google/reviews')[0]!.query)).toEqual({
      page: '1',
      limit: '20',
      answered: 'false',
      rating: '1,2',
      from: '2026-11-01',
      q: 'hob',
    });
  });

  it('answers with a suggested reply, edited, and posts it', async () => {
    const { server, user } = open([review()]);
    const aroha = await card('Aroha S.');
    await user.click(aroha.getByRole('button', { name: 'Answer' }));
    const box = aroha.getByRole('textbox', { name: 'Your reply to Aroha S.' });
    await user.click(aroha.getByRole('button', { name: 'Suggest a reply' }));
    await waitFor(() => expect(box).toHaveValue('Kia ora Aroha, thank you: we are glad the hob is working.'));
    await user.type(box, ' Ngā mihi, Rangi');
    await user.click(aroha.getByRole('button', { name: 'Post reply' }));
    expect(await aroha.findByText('Your reply')).toBeVisible();
    expect(aroha.getByText(/we are glad the hob is working\. Ngā mihi, Rangi/)).toBeVisible();
    expect(server.requests('PUT /api/google/reviews/:id/reply').map((r) => [r.path, r.body])).toEqual([
      [`/api/google/reviews/${ID}/reply`, { comment: 'Kia ora Aroha, thank you: we are glad the hob is working. Ngā mihi, Rangi' }],
    ]);
    expect(server.requests('POST /api/google/reviews/:id/suggest')).toHaveLength(1);
  });

  it('counts bytes as Google does and will not post past 4,096, nor an empty reply', async () => {
    const { server, user } = open([review()]);
    const aroha = await card('Aroha S.');
    await user.click(aroha.getByRole('button', { name: 'Answer' }));
    const box = aroha.getByRole('textbox', { name: 'Your reply to Aroha S.' });
    expect(aroha.getByRole('button', { name: 'Post reply' })).toBeDisabled();
    await user.type(box, 'Ngā');
    // "Ngā": N, g and ā (two bytes in UTF-8).
    expect(aroha.getByText('4 of 4,096 bytes')).toBeVisible();
    await user.clear(box);
    await user.click(box);
    await user.paste('ā'.repeat(2048));
    expect(aroha.getByText('4,096 of 4,096 bytes')).toBeVisible();
    expect(aroha.getByRole('button', { name: 'Post reply' })).toBeEnabled();
    await user.type(box, 'x');
    expect(aroha.getByText(/4,097 of 4,096 bytes: Google takes replies up to 4,096 bytes/)).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(aroha.getByRole('button', { name: 'Post reply' })).toBeDisabled();
    expect(server.requests('PUT /api/google/reviews/:id/reply')).toHaveLength(0);
  });

  it('shows the server’s refusal as it words it', async () => {
    const { server, user } = open([review()]);
    server.on('PUT /api/google/reviews/:id/reply', reply(502, { error: 'Google said: the review no longer exists' }));
    const aroha = await card('Aroha S.');
    await user.click(aroha.getByRole('button', { name: 'Answer' }));
    await user.type(aroha.getByRole('textbox'), 'Thank you!');
    await user.click(aroha.getByRole('button', { name: 'Post reply' }));
    expect(await aroha.findByRole('alert')).toHaveTextContent('Google said: the review no longer exists');
    expect(aroha.getByRole('textbox')).toHaveValue('Thank you!');
  });

  it('says why Google rejected a reply, and Edit sends a new one that waits for Google', async () => {
    const { server, user } = open([
      review({
        reply: {
          comment: 'Call 0800 RANGI for 10% off!',
          updatedAt: '2026-11-21T00:00:00.000Z',
          state: 'rejected',
          rejectedReason: 'Off topic',
        },
      }),
      review({
        id: 'r2',
        reviewer: 'Sione F.',
        reply: { comment: 'Thanks Sione', updatedAt: '2026-11-21T00:00:00.000Z', state: 'published', rejectedReason: null },
      }),
    ]);
    const aroha = await card('Aroha S.');
    expect(aroha.getByText('Google rejected this reply: Off topic')).toBeVisible();
    expect(aroha.getByText('Call 0800 RANGI for 10% off!')).toBeVisible();
    const sione = await card('Sione F.');
    expect(sione.queryByText(/Google rejected/)).toBeNull();
    expect(sione.queryByText(/Waiting for Google/)).toBeNull();

    await user.click(aroha.getByRole('button', { name: 'Edit reply' }));
    const box = aroha.getByRole('textbox', { name: 'Your reply to Aroha S.' });
    expect(box).toHaveValue('Call 0800 RANGI for 10% off!');
    expect(box).toHaveAccessibleDescription(/Google rejected this reply: Off topic/);
    await user.clear(box);
    await user.type(box, 'Thank you, Aroha.');
    await user.click(aroha.getByRole('button', { name: 'Save reply' }));
    expect(await aroha.findByText('Thank you, Aroha.')).toBeVisible();
    expect(aroha.getByText('Waiting for Google to check it before it is shown')).toBeVisible();
    expect(aroha.queryByText(/Google rejected/)).toBeNull();
    expect(server.requests('PUT /api/google/reviews/:id/reply').map((r) => r.body)).toEqual([{ comment: 'Thank you, Aroha.' }]);
  });

  it('edits a posted reply and deletes one only after asking', async () => {
    const { server, user } = open([
      review({ reply: { comment: 'Thanks Aroha!', updatedAt: '2026-11-21T00:00:00.000Z', state: 'published', rejectedReason: null } }),
    ]);
    const aroha = await card('Aroha S.');
    expect(aroha.getByText('Thanks Aroha!')).toBeVisible();
    expect(aroha.queryByRole('button', { name: 'Answer' })).toBeNull();

    await user.click(aroha.getByRole('button', { name: 'Edit reply' }));
    const box = aroha.getByRole('textbox', { name: 'Your reply to Aroha S.' });
    expect(box).toHaveValue('Thanks Aroha!');
    await user.clear(box);
    await user.type(box, 'Thanks Aroha, see you next time.');
    await user.click(aroha.getByRole('button', { name: 'Save reply' }));
    expect(await aroha.findByText('Thanks Aroha, see you next time.')).toBeVisible();

    await user.click(aroha.getByRole('button', { name: 'Delete reply' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your reply?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests('DELETE /api/google/reviews/:id/reply')).toHaveLength(0);
    await user.click(aroha.getByRole('button', { name: 'Delete reply' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete reply' }));
    expect(await aroha.findByRole('button', { name: 'Answer' })).toBeVisible();
    expect(server.requests('DELETE /api/google/reviews/:id/reply').map((r) => r.path)).toEqual([`/api/google/reviews/${ID}/reply`]);
  });

  it('on the Free plan, says answering comes with Professional and links to the plans', async () => {
    const { server, user } = open([review(), review({ id: 'r2', reviewer: 'Mere K.' })]);
    server.on('POST /api/google/reviews/:id/suggest', reply(403, { error: 'Answering Google reviews comes with Professional' }));
    const aroha = await card('Aroha S.');
    await user.click(aroha.getByRole('button', { name: 'Answer' }));
    await user.click(aroha.getByRole('button', { name: 'Suggest a reply' }));
    expect(await aroha.findByText('Answering Google reviews comes with Professional')).toBeVisible();
    expect(aroha.getByRole('link', { name: 'See plans and upgrade' })).toHaveAttribute('href', '/subscription');
    expect(aroha.queryByRole('textbox')).toBeNull();
    // The next review knows without asking again.
    const mere = await card('Mere K.');
    await user.click(mere.getByRole('button', { name: 'Answer' }));
    expect(mere.getByText('Answering Google reviews comes with Professional')).toBeVisible();
    expect(server.requests('POST /api/google/reviews/:id/suggest')).toHaveLength(1);
  });

  it('locks the editor on a 403 from posting too', async () => {
    const { server, user } = open([review()]);
    server.on('PUT /api/google/reviews/:id/reply', reply(403, { error: 'Your plan does not include this' }));
    const aroha = await card('Aroha S.');
    await user.click(aroha.getByRole('button', { name: 'Answer' }));
    await user.type(aroha.getByRole('textbox'), 'Thank you!');
    await user.click(aroha.getByRole('button', { name: 'Post reply' }));
    expect(await aroha.findByText('Answering Google reviews comes with Professional')).toBeVisible();
  });

  it('pages on its own', async () => {
    const { server, user } = open([review()], {}, 45);
    expect(await screen.findByText('Showing 1–20 of 45 Google reviews')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45 Google reviews')).toBeVisible();
    // By the cursor page 1 gave (keyset, decision 0032); back to page 1 without one.
    expect(server.requests('GET /api/google/reviews').map((r) => [r.query.get('page'), r.query.get('cursor')])).toEqual([
      ['1', null],
      ['2', 'after-1'],
    ]);
    expect(screen.getByRole('navigation', { name: 'Pages of Google reviews' })).toBeVisible();
  });

  it('invites the owner to connect when Google is not connected', async () => {
    const server = fakeServer({ 'GET /api/google/status': status() });
    renderScreen(<GoogleReviewsList filters={{}} />);
    expect(await screen.findByText('Google is not connected')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Connect Google in Settings' })).toHaveAttribute('href', '/settings/google');
    expect(server.requests('GET /api/google/reviews')).toHaveLength(0);
  });

  it('says when no review is waiting for an answer', async () => {
    open([], { unanswered: true });
    expect(await screen.findByText('No Google reviews match')).toBeVisible();
    expect(screen.getByText('Every Google review that matches has an answer.')).toBeVisible();
  });
});
