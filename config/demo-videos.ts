/**
 * The how-to videos on /demo-videos. A deployment edits this list: set a video's `url` to where it publishes its own
 * recording (a YouTube or Vimeo address, or an https link to a video file) and its card appears and plays on the page.
 * A video without a `url` is not shown: Korero ships no recordings, so a fresh install shows none and the page offers
 * its written guides instead. The list is checked when Korero starts (a bad entry stops it with the reason).
 */
import { z } from 'zod';

export const DEMO_VIDEO_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const DEMO_VIDEO_CATEGORIES = ['setup', 'features', 'integrations', 'analytics'] as const;
/** The icons the page knows how to draw (another name draws a plain play icon). */
export type DemoVideoIcon = 'rocket' | 'send' | 'smartphone' | 'search' | 'sliders' | 'chart' | 'credit-card' | 'message' | 'shield';

const demoVideo = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
  title: z.string().trim().min(1).max(80),
  description: z.string().trim().min(1).max(300),
  /** Minutes and seconds, as "5:35". */
  duration: z.string().regex(/^\d{1,2}:[0-5]\d$/, 'minutes and seconds, as 5:35'),
  difficulty: z.enum(DEMO_VIDEO_DIFFICULTIES),
  category: z.enum(DEMO_VIDEO_CATEGORIES),
  icon: z.string(),
  /** Where the video plays. Unset: the video is not shown. */
  url: z.url({ protocol: /^https$/, error: 'an https address of the video' }).optional(),
});

export type DemoVideo = z.infer<typeof demoVideo>;
/** A video a deployment has published: the page shows and plays it. */
export type PublishedDemoVideo = DemoVideo & { url: string };

/** The list, checked: each entry's fields, and no id twice. Throws a message naming the entry and field. */
export function checkedDemoVideos(list: unknown): DemoVideo[] {
  const parsed = z
    .array(demoVideo)
    .superRefine((videos, ctx) => {
      const seen = new Set<string>();
      for (const [i, v] of videos.entries()) {
        if (seen.has(v.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `id "${v.id}" is used twice` });
        seen.add(v.id);
      }
    })
    .safeParse(list);
  if (!parsed.success) {
    const first = parsed.error.issues[0]!;
    throw new Error(`config/demo-videos.ts: entry ${first.path.join('.')}: ${first.message}`);
  }
  return parsed.data;
}

/** The videos with a link: the only ones shown. */
export const publishedVideos = (videos: DemoVideo[]): PublishedDemoVideo[] => videos.filter((v): v is PublishedDemoVideo => Boolean(v.url));

export const demoVideos: DemoVideo[] = checkedDemoVideos([
  {
    id: 'getting-started',
    title: 'Getting started with Korero',
    description: 'Choose a plan, fill in your business profile and set up your teams so every invitation is ready to go.',
    duration: '5:35',
    difficulty: 'Beginner',
    category: 'setup',
    icon: 'rocket',
  },
  {
    id: 'sending-invitations',
    title: 'Sending review invitations',
    description: 'Invite a customer after a job by text, email, link or QR code, and see where each invitation is up to.',
    duration: '4:29',
    difficulty: 'Beginner',
    category: 'features',
    icon: 'send',
  },
  {
    id: 'customer-journey',
    title: 'The customer review journey',
    description: 'Walk through what your customer sees on their phone, from the first tap of a star to posting their review.',
    duration: '6:18',
    difficulty: 'Beginner',
    category: 'features',
    icon: 'smartphone',
  },
  {
    id: 'finding-reviews',
    title: 'Finding client reviews',
    description: 'Search and filter the reviews and private feedback your customers have sent you.',
    duration: '1:38',
    difficulty: 'Beginner',
    category: 'features',
    icon: 'search',
  },
  {
    id: 'customising-review-form',
    title: 'Customising the review form',
    description: 'Pick your industry template and tailor the points customers can tick so the form fits your work.',
    duration: '3:22',
    difficulty: 'Intermediate',
    category: 'setup',
    icon: 'sliders',
  },
  {
    id: 'analytics',
    title: 'Understanding your analytics',
    description: 'Read your response rates, ratings and trends, and spot what your customers value most.',
    duration: '12:40',
    difficulty: 'Advanced',
    category: 'analytics',
    icon: 'chart',
  },
  {
    id: 'managing-subscription',
    title: 'Managing your subscription',
    description: 'Change plans, switch between monthly and yearly billing, and find your invoices.',
    duration: '5:30',
    difficulty: 'Beginner',
    category: 'setup',
    icon: 'credit-card',
  },
  {
    id: 'messenger-integration',
    title: 'Facebook Messenger integration',
    description: 'Connect your Facebook Page and send review invitations to customers through Messenger.',
    duration: '9:10',
    difficulty: 'Intermediate',
    category: 'integrations',
    icon: 'message',
  },
  {
    id: 'security-compliance',
    title: 'Security and compliance',
    description: 'How Korero keeps your customers’ details safe and helps you meet New Zealand privacy and messaging law.',
    duration: '8:45',
    difficulty: 'Advanced',
    category: 'analytics',
    icon: 'shield',
  },
]);
