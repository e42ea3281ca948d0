import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer as serverWithout, renderScreen, reply, signedIn } from '@korero/web-kit/testing';

/** The screens are drawn for a signed-in owner: they offer what the owner's role may do (the permission table). */
const fakeServer = (routes: Parameters<typeof serverWithout>[0] = {}) =>
  serverWithout({ 'GET /api/session': { data: signedIn() }, ...routes });
import type { ShowcaseOwnerReview, ShowcaseSettings } from '../../../contract/client.ts';
import WebsiteWidgetPanel from './WebsiteWidgetPanel.tsx';

const KEY = 'AbCdEfGhIjKlMnOpQrStUv';
const NEW_KEY = 'ZyXwVuTsRqPoNmLkJiHgFe';
const snippetFor = (key: string) =>
  `<div data-korero-widget="${key}" style="min-height:120px"></div>\n<script async src="https://korero.example/w/${key}.js"></script>`;

function settings(change: Partial<ShowcaseSettings> = {}): { data: ShowcaseSettings } {
  return {
    data: {
      key: KEY,
      snippet: snippetFor(KEY),
      enabled: true,
      theme: 'light',
      layout: 'carousel',
      slug: 'rangi-plumbing',
      brandColour: null,
      pageUrl: 'https://korero.example/b/rangi-plumbing',
      ...change,
    },
  };
}

const reviews: ShowcaseOwnerReview[] = [
  {
    source: 'korero',
    id: 's1',
    name: 'Aroha S.',
    starRating: 5,
    text: 'Fixed the <b>leak</b> fast.',
    createdAt: '2026-11-20T02:00:00.000Z',
    hidden: false,
    hiddenReason: null,
  },
  {
    source: 'google',
    id: 'g1',
    name: 'Sione Fifita',
    starRating: 4,
    text: 'Good work.',
    createdAt: '2026-11-10T02:00:00.000Z',
    hidden: true,
    hiddenReason: null,
  },
];

/** A server that keeps what is PUT, as the real one does. */
function server(start = settings()) {
  let current = start;
  let list = reviews;
  return fakeServer({
    'GET /api/showcase': () => current,
    'PUT /api/showcase': ({ body }) => {
      const change = body as Partial<ShowcaseSettings>;
      if (change.slug === 'no') return reply(400, { error: 'The page address is 3 to 60 lower-case letters, digits and hyphens' });
      current = settings({ ...current.data, ...change });
      if (change.slug) current.data.pageUrl = `https://korero.example/b/${change.slug}`;
      return current;
    },
    'POST /api/showcase/rotate': () => {
      current = settings({ ...current.data, key: NEW_KEY, snippet: snippetFor(NEW_KEY) });
      return current;
    },
    'GET /api/showcase/reviews': () => ({ data: list }),
    'PUT /api/showcase/reviews/:source/:id': ({ params, body }) => {
      const { hidden, reason } = body as { hidden: boolean; reason?: ShowcaseOwnerReview['hiddenReason'] };
      list = list.map((r) => (r.id === params.id ? { ...r, hidden, hiddenReason: hidden ? (reason ?? null) : null } : r));
      return { success: true };
    },
  });
}

describe('Settings → Website widget', () => {
  it('shows the switch, the look, the snippet, the real script in the preview and the public page', async () => {
    const api = server();
    renderScreen(<WebsiteWidgetPanel />);
    expect(await screen.findByRole('switch', { name: 'Show the widget' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Carousel' })).toBeChecked();
    expect(screen.getByTestId('showcase-snippet')).toHaveTextContent(`/w/${KEY}.js`);
    // The preview is the pasted snippet itself, its script loaded from this page's origin (the app's CSP allows it).
    const preview = screen.getByTestId('showcase-preview');
    await waitFor(() => expect(preview.querySelector(`[data-korero-widget="${KEY}"]`)).not.toBeNull());
    expect(preview.querySelector('script')?.getAttribute('src')).toMatch(new RegExp(`^/w/${KEY}\\.js\\?preview=\\d+-\\d+$`));
    // Its answer fetched anew first, so the widget draws the latest settings rather than a cached copy.
    expect(api.requests(`GET /api/showcase/${KEY}/reviews`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: /korero\.example\/b\/rangi-plumbing/ })).toHaveAttribute(
      'href',
      'https://korero.example/b/rangi-plumbing',
    );
    expect(screen.getByLabelText('Page address')).toHaveValue('rangi-plumbing');
  });

  it('copies the snippet', async () => {
    server();
    const { user } = renderScreen(<WebsiteWidgetPanel />);
    await user.click(await screen.findByRole('button', { name: 'Copy snippet' }));
    expect(await screen.findByText('Snippet copied')).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(snippetFor(KEY));
  });

  it('saves the layout and colours as they are chosen, and puts the widget in the preview again', async () => {
    const api = server();
    const { user } = renderScreen(<WebsiteWidgetPanel />);
    const preview = await screen.findByTestId('showcase-preview');
    await waitFor(() => expect(preview.querySelector('script')).not.toBeNull());
    const first = preview.querySelector('script');
    await user.click(screen.getByRole('radio', { name: 'List' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'List' })).toBeChecked());
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked());
    expect(api.requests('PUT /api/showcase').map((r) => r.body)).toEqual([{ layout: 'list' }, { theme: 'dark' }]);
    await waitFor(() => expect(preview.querySelector('script')).not.toBe(first));
    expect(preview.querySelector('script')).not.toBeNull();
  });

  it('shows each choice as picked the moment it is tapped, saves them one at a time in order, and a refused one goes back', async () => {
    const api = server();
    const held: Array<() => void> = [];
    const hold = () => new Promise<void>((release) => held.push(release));
    let refuse = false;
    let current = settings();
    api.on('PUT /api/showcase', async ({ body }) => {
      await hold();
      if (refuse) return reply(503, { error: 'Korero is busy; try again in a minute' });
      current = settings({ ...current.data, ...(body as Partial<ShowcaseSettings>) });
      return current;
    });
    renderScreen(<WebsiteWidgetPanel />);
    await screen.findByRole('radio', { name: 'Carousel' });
    const radio = (name: string) => screen.getByRole('radio', { name });

    // Picked at once, with the server still thinking (read straight after the click, as a browser test's check() reads
    // it); a second tap is not greyed out and waits its turn.
    fireEvent.click(radio('List'));
    expect(radio('List')).toBeChecked();
    expect(radio('List')).toBeEnabled();
    fireEvent.click(radio('Dark'));
    expect(radio('Dark')).toBeChecked();
    expect(radio('List')).toBeChecked();
    await waitFor(() => expect(held).toHaveLength(1));
    expect(api.requests('PUT /api/showcase').map((r) => r.body)).toEqual([{ layout: 'list' }]);

    // The first answer (which knows nothing of Dark yet) does not undo Dark on screen.
    held.shift()!();
    await waitFor(() => expect(held).toHaveLength(1));
    expect(radio('Dark')).toBeChecked();
    expect(radio('List')).toBeChecked();
    held.shift()!();
    await waitFor(() => expect(current.data).toMatchObject({ layout: 'list', theme: 'dark' }));
    await waitFor(() => expect(api.requests('PUT /api/showcase').map((r) => r.body)).toEqual([{ layout: 'list' }, { theme: 'dark' }]));
    expect(radio('Dark')).toBeChecked();

    // Refused: the choice goes back to what is saved, and the toast says why.
    refuse = true;
    fireEvent.click(radio('Badge'));
    expect(radio('Badge')).toBeChecked();
    await waitFor(() => expect(held).toHaveLength(1));
    held.shift()!();
    expect(await screen.findByText('Korero is busy; try again in a minute')).toBeInTheDocument();
    await waitFor(() => expect(radio('List')).toBeChecked());
    expect(radio('Badge')).not.toBeChecked();
  });

  it('offers a brand colour only with the brand theme, and saves the colour picked', async () => {
    const api = server();
    const { user } = renderScreen(<WebsiteWidgetPanel />);
    await screen.findByRole('radio', { name: 'Light' });
    expect(screen.queryByLabelText('Your brand colour')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Brand colour' }));
    const picker = await screen.findByLabelText('Your brand colour');
    expect(picker).toHaveValue('#0f766e');
    // A colour input is set as a browser's picker sets it, not typed.
    fireEvent.input(picker, { target: { value: '#aa3300' } });
    await user.click(screen.getByRole('button', { name: 'Save colour' }));
    await waitFor(() =>
      expect(api.requests('PUT /api/showcase').map((r) => r.body)).toEqual([{ theme: 'brand' }, { brandColour: '#aa3300' }]),
    );
    expect(await screen.findByText('#aa3300')).toBeInTheDocument();
  });

  it('switched off, says the snippet shows nothing and loads no widget', async () => {
    const api = server();
    const { user } = renderScreen(<WebsiteWidgetPanel />);
    await user.click(await screen.findByRole('switch', { name: 'Show the widget' }));
    expect(await screen.findByText(/Switched off: the snippet shows nothing on your website/)).toBeVisible();
    expect(api.requests('PUT /api/showcase')[0]?.body).toEqual({ enabled: false });
    expect(screen.getByTestId('showcase-preview').querySelector('script')).toBeNull();
  });

  it('asks before rotating the key, saying the old snippet stops working, then shows the new snippet', async () => {
    const api = server();
    const { user } = renderScreen(<WebsiteWidgetPanel />);
    await user.click(await screen.findByRole('button', { name: 'Rotate key' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new widget key?' });
    expect(within(dialog).getByText(/snippet already on your website stops working/)).toBeVisible();
    expect(api.requests('POST /api/showcase/rotate')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate key' }));
    await waitFor(() => expect(screen.getByTestId('showcase-snippet')).toHaveTextContent(`/w/${NEW_KEY}.js`));
    expect(api.requests('POST /api/showcase/rotate')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByTestId('showcase-preview').querySelector('script')?.getAttribute('src')).toMatch(`/w/${NEW_KEY}.js?`),
    );
  });

  it('changes the page address, and shows why one is refused', async () => {
    const api = server();
    const { user } = renderScreen(<WebsiteWidgetPanel />);
    const address = await screen.findByLabelText('Page address');
    await user.clear(address);
    await user.type(address, 'no');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(/The page address is 3 to 60 lower-case letters/)).toBeVisible();
    await user.clear(address);
    await user.type(address, 'Rangi-Plumbing-Petone');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /b\/rangi-plumbing-petone/ })).toBeVisible());
    expect(api.requests('PUT /api/showcase').map((r) => r.body)).toEqual([{ slug: 'no' }, { slug: 'rangi-plumbing-petone' }]);
  });

  it('lists the reviews the widget may show, as text, and hides or shows each', async () => {
    const api = server();
    const { user } = renderScreen(<WebsiteWidgetPanel />);
    const items = await screen.findAllByTestId('showcase-review');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Aroha S.')).toBeVisible();
    expect(within(items[0]!).getByText('Collected by Korero')).toBeVisible();
    // Markup in a review is text.
    expect(within(items[0]!).getByText('Fixed the <b>leak</b> fast.')).toBeVisible();
    expect(within(items[1]!).getByText('Google')).toBeVisible();
    expect(within(items[1]!).getByText('Hidden')).toBeVisible();

    // Hiding asks why first: the button waits for a reason, and says so.
    await user.click(screen.getByRole('button', { name: 'Hide the review by Aroha S.' }));
    const why = screen.getByRole('form', { name: 'Why hide the review by Aroha S.?' });
    const hide = within(why).getByRole('button', { name: 'Hide review' });
    expect(hide).toBeDisabled();
    expect(hide).toHaveAccessibleDescription('Choose a reason to hide it.');
    expect(api.requests('PUT /api/showcase/reviews/:source/:id')).toHaveLength(0);
    await user.click(within(why).getByRole('radio', { name: 'It shows personal details' }));
    await user.click(hide);
    expect(await screen.findByRole('button', { name: 'Show the review by Aroha S.' })).toBeVisible();
    expect(api.requests('PUT /api/showcase/reviews/:source/:id')[0]).toMatchObject({
      path: '/api/showcase/reviews/korero/s1',
      body: { hidden: true, reason: 'personal-details' },
    });
    expect(within(screen.getAllByTestId('showcase-review')[0]!).getByText('It shows personal details')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show the review by Sione Fifita' }));
    expect(await screen.findByRole('button', { name: 'Hide the review by Sione Fifita' })).toBeVisible();
    expect(api.requests('PUT /api/showcase/reviews/:source/:id')[1]).toMatchObject({
      path: '/api/showcase/reviews/google/g1',
      body: { hidden: false },
    });
  });

  it('says when no review may be shown yet', async () => {
    fakeServer({ 'GET /api/showcase': settings(), 'GET /api/showcase/reviews': { data: [] } });
    renderScreen(<WebsiteWidgetPanel />);
    expect(await screen.findByText(/None yet/)).toBeVisible();
  });
});
