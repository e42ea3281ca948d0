import { analyticsPage } from '@korero/module-analytics/contract/pages';
import { settingsPage } from '@korero/module-business/contract/pages';
import { competitorsPage } from '@korero/module-competitors/contract/pages';
import { compliancePage } from '@korero/module-compliance/contract/pages';
import { invitesPage } from '@korero/module-invites/contract/pages';
import { reviewsPage } from '@korero/module-reviews/contract/pages';
import { subscriptionPage } from '@korero/module-subscription/contract/pages';
import { teamsPage } from '@korero/module-teams/contract/pages';

/**
 * Written how-to guides, drawn from Korero's own screens: each step names the labels an owner sees (between **, drawn
 * bold). They are Korero's, not a deployment's, so they live here rather than in config. A guide about a
 * module's screens names that module and is left out while it is switched off. Keep the labels in step with the
 * screens they describe.
 */
export interface Guide {
  id: string;
  title: string;
  /** One or two sentences: what it is for. */
  summary: string;
  steps: string[];
  /** The page to start from. */
  open: { to: string; label: string };
  /** The module whose screens it walks through (hidden while that module is off). */
  module: string;
  group: 'Getting started' | 'Everyday work' | 'Insights' | 'Your account';
}

export const GUIDE_GROUPS: Guide['group'][] = ['Getting started', 'Everyday work', 'Insights', 'Your account'];

export const GUIDES: Guide[] = [
  {
    id: 'google-review-link',
    title: 'Set up your business and its Google review link',
    summary:
      'Your business name and logo go on every invitation and review page. Linking your Google listing is what sends happy customers straight to your Google review form.',
    group: 'Getting started',
    module: 'business',
    open: { to: '/', label: 'Open the Dashboard' },
    steps: [
      'Open the Dashboard (the Korero logo at the top of any page takes you there).',
      'In the **Business Profile** card, press **Edit Profile**. A new account sees the setup form straight away.',
      'Under **Find your business on Google**, type your business name and town, for example “Rangi Electrical Karori”, and press **Search**. Pick your listing and Korero fills in its Google Place ID.',
      'Not found? Press **Enter Place ID manually** and paste your Place ID (it starts with ChIJ). **What is a Place ID?** shows how to find it with Google’s Place ID Finder, and can ask our team to look it up for you.',
      'Check **Business name**, **Email** (where customers’ private feedback goes) and **Phone**, add your logo and **Service types**, then press **Save Profile**.',
      'The card shows **Complete** once your review button reaches your Google listing.',
    ],
  },
  {
    id: 'teams',
    title: 'Add your teams and the people in them',
    summary: 'Credit the people who did the work on each invitation, so customers can name them in their reviews.',
    group: 'Getting started',
    module: 'teams',
    open: { to: teamsPage('/teams'), label: 'Open Teams' },
    steps: [
      'Open **Teams** from the menu at the top (on a narrow screen, press the menu button first; on some screens it is under **More**).',
      'Press **Create Your First Team** (**Create Team** once you have one), give it a **Team name** such as “Plumbing crew” and a **Description** if you like, and press **Create Team**.',
      'On the team’s card, press **Add Member**, fill in **Name** and **Role**, and press **Add Member**.',
      'When you send an invitation, choose the team or its people under **Who did the job**.',
    ],
  },
  {
    id: 'send-an-invitation',
    title: 'Send a review invitation',
    summary: 'Ask a customer for a review after a job: by text, email or Messenger, or with a link or QR code you share yourself.',
    group: 'Everyday work',
    module: 'invites',
    open: { to: invitesPage('/invites'), label: 'Open New Invite' },
    steps: [
      'Press **New Invite** at the top of any page (on a phone it is at the top of the menu).',
      'Under **How to send it**, switch on **Text message (SMS)**, **Email** or **Facebook Messenger**. Leave them all off to get a link and QR code to share yourself.',
      'Fill in **Customer name** and their **Mobile number** or **Email**, then the job: **Job description** and **Job location** (the suburb or town).',
      'Under **Who did the job**, add a team or the people who did the work, or type a name.',
      'Tick **The customer agreed to be contacted about this job**. New Zealand law needs their consent before a text, email or Messenger message, and Korero keeps a record of it.',
      'Press **Create Review Invitation**. The **Review Link Generated** card says how each message went and shows the link: **Copy Link** to paste it anywhere, or **Generate QR Code** to show it on your phone or print it.',
    ],
  },
  {
    id: 'read-reviews',
    title: 'Read your reviews and private feedback',
    summary: 'Everything your customers sent, public reviews and private feedback alike, in one list you can search and filter.',
    group: 'Everyday work',
    module: 'reviews',
    open: { to: reviewsPage('/reviews'), label: 'Open Reviews' },
    steps: [
      'Open **Reviews** from the menu at the top.',
      'Each card shows the customer’s stars, the points they ticked, their words, and where it went: to Google, or to you as private feedback.',
      'Type a name or a word into **Search reviews** to find one quickly.',
      'Press **Filters** to narrow the list by **Rating** (try **1–2 stars (needs follow-up)**), **Sent to**, **Team member** and dates **From** and **To**.',
      'The filters stay in the page’s address, so you can bookmark a view or send it to a colleague.',
      'Private feedback is never posted anywhere. Get in touch with the customer yourself to put things right.',
    ],
  },
  {
    id: 'record-jobs',
    title: 'Record completed jobs and ask every customer',
    summary:
      'Keep a list of the jobs you finish and see which customers were asked for a review. Asking every customer, not only the happy ones, is what Google’s policy and the Fair Trading Act expect.',
    group: 'Everyday work',
    module: 'compliance',
    open: { to: compliancePage('/compliance'), label: 'Open Jobs' },
    steps: [
      'Open **Jobs** from the menu at the top. **Completed Jobs** lists every job and whether its customer was asked.',
      'Press **Add job** to record one, or **Import CSV** to bring in a file from your job system or spreadsheet (nothing is stored until you press Import).',
      'For a customer not yet asked, press **Invite now** to open an invitation already filled in, or **Not asking** to record why (a warranty callback, say).',
      'Press **Coverage** to see, day by day and by technician, how many customers were asked.',
    ],
  },
  {
    id: 'review-form-and-sms',
    title: 'Tailor your review form and SMS text',
    summary: 'Choose the points customers can tick so the form fits your work, and the words of your invitation texts.',
    group: 'Everyday work',
    module: 'business',
    open: { to: settingsPage('review-page'), label: 'Open Settings' },
    steps: [
      'Open **Settings** from the menu at the top. Its sections are listed at the top of the page (beside it on a wide screen); each saves on its own.',
      'In **Review page**, choose your **Business type**. Korero fills in review criteria that suit it; **Reset to Template** brings them back after changes.',
      'Edit the phrases customers can tick in each category, and the **Improvement areas** unhappy customers can pick, then press **Save review page**.',
      'In **Messages**, write the text your invitations send (part of the paid plans) and press **Save SMS text**. Keep the placeholders [business name], [job] and [link]: Korero fills them in for each customer.',
      'Below the text, Korero shows how many texts your longest invitation would be, with your business name and a long job. Choose what happens when a text runs past one: shorten the job in the text (the review page keeps it whole), or send it as two texts, which count as two against your plan.',
    ],
  },
  {
    id: 'messenger',
    title: 'Send invitations through Facebook Messenger',
    summary: 'Invite customers who have messaged your Facebook Page, within Meta’s 24-hour rule.',
    group: 'Everyday work',
    module: 'messenger',
    open: { to: settingsPage('messenger'), label: 'Open Settings' },
    steps: [
      'Open **Settings** and choose the **Messenger** section.',
      'Press **Connect Facebook Page** and approve Korero on Facebook. The card then says **Connected**.',
      'In **New Invite**, switch on **Facebook Messenger** and choose the **Messenger customer**: someone who messaged your Page in the last 24 hours.',
      'A customer who replies STOP is not messaged again.',
    ],
  },
  {
    id: 'analytics',
    title: 'Read your analytics',
    summary: 'See how many customers answer, your rating over time, what they value and how each person and team is going.',
    group: 'Insights',
    module: 'analytics',
    open: { to: analyticsPage('/analytics'), label: 'Open Analytics' },
    steps: [
      'Open **Analytics** from the menu at the top.',
      'Choose the period at the top: **This month**, **3 months**, **6 months** or **12 months**.',
      '**Overview** shows reviews and rating month by month; **Feedback Analysis** what customers ticked; **Performance** what became of your invitations, by channel, **By person** and **By team**.',
      'The **Compliance** tab shows how many customers were asked after each job.',
    ],
  },
  {
    id: 'competitors',
    title: 'Compare yourself with nearby competitors',
    summary: 'See nearby businesses of your kind, their public ratings, and what their reviewers praise and complain about.',
    group: 'Insights',
    module: 'competitors',
    open: { to: competitorsPage('/competitors'), label: 'Open Competitors' },
    steps: [
      'Competitor analysis is part of a paid plan: **Subscription** shows which plans include it.',
      'Link your business to Google first (see “Set up your business and its Google review link”).',
      'Open **Competitors** from the menu at the top, choose a **Search radius** and press **Start Analysis**. Later, **Refresh Analysis** brings it up to date.',
      'Where this site has no Google Places connection, use **Add a competitor by hand** with its **Google rating** and **Number of reviews**.',
    ],
  },
  {
    id: 'subscription',
    title: 'Choose or change your plan',
    summary: 'Upgrade for more texts, your own SMS wording and competitor analysis; change or cancel any time.',
    group: 'Your account',
    module: 'subscription',
    open: { to: subscriptionPage('/subscription'), label: 'Open Subscription' },
    steps: [
      'Open **Subscription** from the menu at the top (on a phone, it is in the menu under your name).',
      'Choose **Monthly** or **Yearly** billing (yearly saves two months), and enter a **Discount code** if you have one.',
      'Press the upgrade button on the plan you want, for example **Upgrade to Professional**, and complete the checkout.',
      'To stop paying, press **Cancel subscription**: your plan stays until the end of the period you paid for.',
    ],
  },
];
