import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderScreen } from '@korero/web-kit/testing';
import { playerFor } from '../demo-videos.ts';
import { HowToButton } from '../slots/HowToButton.tsx';
import DemoVideosPage from './DemoVideosPage.tsx';

const video = {
  id: 'sending-invitations',
  title: 'Sending review invitations',
  description: 'From the New Invite button to the link.',
  duration: '4:29',
  difficulty: 'Beginner',
  category: 'features',
  icon: 'send',
  url: 'https://videos.example/sending-invitations.mp4',
};
const ALL_ON = ['business', 'teams', 'invites', 'reviews', 'compliance', 'messenger', 'analytics', 'competitors', 'subscription'];

describe('the how-to page', () => {
  it('with no video set, shows no video and no Watch or Play button, and offers the written guides instead', async () => {
    fakeServer({ 'GET /api/help/demo-videos': { data: [] } });
    // An address naming a guide opens it at its steps.
    renderScreen(<DemoVideosPage />, { at: '/demo-videos#guide-send-an-invitation', route: '/demo-videos', enabled: ALL_ON });
    await screen.findByRole('heading', { level: 1, name: 'How-to Guides' });
    expect(screen.queryByRole('button', { name: /watch|play/i })).toBeNull();
    expect(screen.queryByTestId('video-card')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Videos' })).toBeNull();
    // The guides for the same tasks, each a numbered walk through the real screens, with a way to start.
    const guides = screen.getAllByTestId('guide');
    expect(guides.length).toBeGreaterThanOrEqual(9);
    const sending = screen.getByRole('article', { name: 'Send a review invitation' });
    expect(within(sending).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(sending).toHaveTextContent('Create Review Invitation');
    expect(within(sending).getByRole('link', { name: 'Open New Invite' })).toHaveAttribute('href', '/invites');
    for (const title of [
      'Set up your business and its Google review link',
      'Read your reviews and private feedback',
      'Add your teams and the people in them',
      'Tailor your review form and SMS text',
    ]) {
      expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
    }
  });

  it('leaves out the guides of modules switched off here', async () => {
    fakeServer({ 'GET /api/help/demo-videos': { data: [] } });
    renderScreen(<DemoVideosPage />, { at: '/demo-videos', enabled: ['business', 'invites', 'reviews', 'subscription'] });
    await screen.findByRole('article', { name: 'Send a review invitation' });
    expect(screen.queryByRole('article', { name: 'Compare yourself with nearby competitors' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Add your teams and the people in them' })).toBeNull();
  });

  it('plays a video the deployment has published, on the page, from its configured link', async () => {
    fakeServer({ 'GET /api/help/demo-videos': { data: [video] } });
    renderScreen(<DemoVideosPage />, { at: '/demo-videos', enabled: ALL_ON });
    await screen.findByRole('heading', { level: 1, name: 'How-to Videos and Guides' });
    const card = screen.getByTestId('video-card');
    const player = within(card).getByTestId('video-player');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', video.url);
    expect(player).toHaveAttribute('controls');
    expect(within(card).getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', video.url);
    // The guides are still there below.
    expect(screen.getByRole('article', { name: 'Send a review invitation' })).toBeInTheDocument();
  });

  it('loads a YouTube or Vimeo player only when Play is pressed', async () => {
    fakeServer({ 'GET /api/help/demo-videos': { data: [{ ...video, url: 'https://youtu.be/dQw4w9WgXcQ' }] } });
    const { user } = renderScreen(<DemoVideosPage />, { at: '/demo-videos', enabled: ALL_ON });
    const play = await screen.findByRole('button', { name: 'Play video: Sending review invitations' });
    expect(screen.queryByTestId('video-player')).toBeNull();
    await user.click(play);
    expect(screen.getByTestId('video-player')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });
});

describe('which player a link gets', () => {
  it('YouTube and Vimeo addresses in their players, anything else as a file', () => {
    expect(playerFor('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(playerFor('https://vimeo.com/76979871')).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/76979871' });
    expect(playerFor('https://videos.example/a.webm')).toEqual({ kind: 'file', src: 'https://videos.example/a.webm' });
    // A look-alike host is a plain link, never an embed.
    expect(playerFor('https://youtube.com.videos.example/watch?v=dQw4w9WgXcQ').kind).toBe('file');
  });
});

describe("the dashboard's how-to button", () => {
  it('leads to the guides, and says so, when no video is published', async () => {
    fakeServer({ 'GET /api/help/demo-videos': { data: [] } });
    const { user } = renderScreen(<HowToButton />, { at: '/' });
    await user.click(await screen.findByRole('button', { name: 'How-to Guides' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/demo-videos');
  });

  it('says Videos once the deployment has published one', async () => {
    fakeServer({ 'GET /api/help/demo-videos': { data: [video] } });
    renderScreen(<HowToButton />, { at: '/' });
    expect(await screen.findByRole('button', { name: 'How-to Videos' })).toBeInTheDocument();
  });
});
