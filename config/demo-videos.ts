/**
 * The demo videos listed on /demo-videos. A deployment edits this list: set each video's `url` to wherever it
 * publishes its own recordings (YouTube, Vimeo, its own site). Korero ships no videos, so every `url` is unset
 * and the page shows those cards as not yet published.
 */

export type DemoVideoDifficulty = 'Beginner' | 'Intermediate' | 'Advanced';
export type DemoVideoCategory = 'setup' | 'features' | 'integrations' | 'analytics';
/** The icons the demo-videos page knows how to draw. */
export type DemoVideoIcon = 'rocket' | 'send' | 'smartphone' | 'search' | 'sliders' | 'chart' | 'credit-card' | 'message' | 'shield';

export interface DemoVideo {
  id: string;
  title: string;
  description: string;
  /** Minutes and seconds, as "5:35". */
  duration: string;
  difficulty: DemoVideoDifficulty;
  category: DemoVideoCategory;
  icon: DemoVideoIcon;
  /** Where the video plays; opened in a new tab. */
  url?: string;
  comingSoon?: boolean;
}

export const demoVideos: DemoVideo[] = [
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
    comingSoon: true,
  },
  {
    id: 'managing-subscription',
    title: 'Managing your subscription',
    description: 'Change plans, switch between monthly and annual billing, and find your invoices.',
    duration: '5:30',
    difficulty: 'Beginner',
    category: 'setup',
    icon: 'credit-card',
    comingSoon: true,
  },
  {
    id: 'messenger-integration',
    title: 'Facebook Messenger integration',
    description: 'Connect your Facebook Page and send review invitations to customers through Messenger.',
    duration: '9:10',
    difficulty: 'Intermediate',
    category: 'integrations',
    icon: 'message',
    comingSoon: true,
  },
  {
    id: 'security-compliance',
    title: 'Security and compliance',
    description: 'How Korero keeps your customers’ details safe and helps you meet New Zealand privacy and messaging law.',
    duration: '8:45',
    difficulty: 'Advanced',
    category: 'analytics',
    icon: 'shield',
    comingSoon: true,
  },
];
