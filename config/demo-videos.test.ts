import { describe, expect, it } from 'vitest';
import { checkedDemoVideos, demoVideos, publishedVideos } from './demo-videos.ts';

const video = {
  id: 'sending',
  title: 'Sending review invitations',
  description: 'From the New Invite button to the link.',
  duration: '4:29',
  difficulty: 'Beginner',
  category: 'features',
  icon: 'send',
};

describe('the how-to video list in config', () => {
  it('ships no published video: a fresh install shows none', () => {
    expect(demoVideos.length).toBeGreaterThan(0);
    expect(publishedVideos(demoVideos)).toEqual([]);
  });

  it('shows only the videos given an https link', () => {
    const list = checkedDemoVideos([video, { ...video, id: 'published', url: 'https://videos.example/sending.mp4' }]);
    expect(publishedVideos(list).map((v) => v.id)).toEqual(['published']);
  });

  it('refuses a link that is not https, a malformed entry and an id used twice, naming the entry', () => {
    expect(() => checkedDemoVideos([{ ...video, url: 'http://videos.example/a.mp4' }])).toThrow(/entry 0\.url: an https address/);
    expect(() => checkedDemoVideos([{ ...video, url: 'javascript:alert(1)' }])).toThrow(/entry 0\.url/);
    expect(() => checkedDemoVideos([{ ...video, duration: '90 seconds' }])).toThrow(/entry 0\.duration/);
    expect(() => checkedDemoVideos([{ ...video, comingSoon: true }])).toThrow(/entry 0/);
    expect(() => checkedDemoVideos([video, video])).toThrow(/entry 1\.id: id "sending" is used twice/);
  });
});
