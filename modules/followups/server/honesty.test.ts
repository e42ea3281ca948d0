import { describe, expect, it } from 'vitest';
import { honestyProblem } from './honesty.ts';

/**
 * The specification of the honesty rule (issue 44, item 5): what a follow-up may say, and why each refused one is
 * refused. A follow-up never asks about a review, a rating or a change to either, never offers anything tied to one,
 * and never mentions reviews, ratings, stars or Google at all. Refunds, apologies and revisits pass when nothing is
 * asked back.
 */
type Why = 'mention' | 'ask' | 'score' | 'change' | 'incentive';
const WHY: Record<Why, string> = {
  mention: 'mention reviews, ratings, stars or Google',
  ask: 'ask the customer to post, share or recommend something about your business',
  score: 'ask for a better score',
  change: 'ask the customer to change, remove or reconsider what they said',
  incentive: 'offer something in return for what the customer says or does about your business',
};

const REFUSED: Array<[string, Why]> = [
  // The four that went out before this rule judged what a message asks.
  ['Could you give us a better score?', 'score'],
  ['Happy to give you a free service if you post something nice about us on Maps', 'mention'],
  ['Please recommend us on Facebook and we will send you a voucher', 'ask'],
  ['Would you reconsider what you wrote about us? We will make it worth your while', 'change'],
  // Reviews, ratings, stars and review sites, mentioned at all.
  ['Would you consider updating your review?', 'mention'],
  ['Could you re-rate us once it is fixed?', 'mention'],
  ['We hope you would rate us higher now.', 'mention'],
  ['If you could change your rating we would be grateful.', 'mention'],
  ['We would love 5 stars next time!', 'mention'],
  ['Please leave us a 5-star on Google.', 'mention'],
  ['Here is our page: https://g.page/r/mendit', 'mention'],
  ['★★★★★ service is our aim', 'mention'],
  ['Reviewed your job sheet and we owe you an apology.', 'mention'],
  ['We are on NoCowboys if you want to say how it went.', 'mention'],
  ['Find us on Builders Crack and tell people about the job.', 'mention'],
  ['Our Trustpilot page would love to hear from you.', 'mention'],
  // Asks to say, post, share or recommend something about the business.
  ['Could you post something nice about us?', 'ask'],
  ['Would you mind putting in a good word for us online?', 'ask'],
  ['A few kind words on our Facebook page would mean the world.', 'ask'],
  ['Please share your experience with others.', 'ask'],
  ['Could you give us a shout-out on Instagram?', 'ask'],
  ['We would really appreciate a testimonial for our website.', 'ask'],
  ['Please recommend us to your friends on Neighbourly.', 'ask'],
  ['Tag us on Facebook when the deck is finished!', 'ask'],
  ['Help us spread the word about our plumbing.', 'ask'],
  ['Would you vouch for us with the body corporate?', 'ask'],
  ['Leave a positive comment on our page when you can.', 'ask'],
  ['Write something about us online, it really helps a small business.', 'ask'],
  ['Drop us a thumbs up on social media.', 'ask'],
  // Better scores.
  ['We would appreciate a higher score next time.', 'score'],
  ['Could you bump the score up a bit?', 'score'],
  ['Is there any chance you could score us again?', 'score'],
  ['We always aim for 10 out of 10 from our customers, can you help?', 'score'],
  ['Please give us a 10 on the survey.', 'score'],
  ['It would help to improve your score of our team.', 'score'],
  // Change, remove or reconsider what the customer said.
  ['Would you reconsider what you wrote about us?', 'change'],
  ['Could you take down your comment?', 'change'],
  ['Please remove your post, we have fixed it now.', 'change'],
  ['We would ask you to edit your feedback now the leak is fixed.', 'change'],
  ['Can you change your mind about us after the revisit?', 'change'],
  ['Would you be willing to soften your comments?', 'change'],
  ['Would you mind withdrawing your complaint online?', 'change'],
  ['Please delete what you posted on the community page.', 'change'],
  ['We hope you will rethink things once the job is redone.', 'change'],
  ['Could you take it down now that we have sorted it?', 'change'],
  // Anything offered in return.
  ['We will make it worth your while.', 'incentive'],
  ['You scratch our back and we will scratch yours.', 'incentive'],
  ['If you share our page, we will give you 10% off your next job.', 'incentive'],
  ['A $50 voucher is yours once you mention us to the neighbours group.', 'incentive'],
  ['If you follow us on Instagram you go in the draw for a free service.', 'ask'],
  ['If you tell the neighbours about us, the next callout is free.', 'incentive'],
  ['We will refund you if you take down your comment.', 'change'],
  ['A $50 voucher if you remove what you wrote.', 'change'],
  ['In return for a post about us, the callout fee is on us: free.', 'incentive'],
  ['Like our page and we will send you a gift card.', 'incentive'],
  ['Discount for every post you share about our work.', 'incentive'],
];

const ALLOWED = [
  'Sorry we were late. We will come back on Thursday at no charge.',
  'Our hourly rate will not apply to the return visit.',
  "We'll update you when the part arrives.",
  'Thanks for your feedback, we are sorry.',
  'We are so sorry about the mess. We will refund the callout fee in full.',
  "We've credited $80 to your account for the trouble.",
  'Hemi will come back tomorrow at 9 to replace the valve, free of charge.',
  'If you send us a photo of the leak, we will come back free of charge.',
  'If you could let us know a time that suits, the revisit is on us.',
  "If you'd like, we can give you a discount on the next service.",
  'Please follow the steps in the manual to reset the heat pump; if that does not work we will come back free.',
  'Share a photo of the tap with us and we will send the right part, free.',
  'We have fixed the fault and want to check it is all working. Is the water hot now?',
  'Thank you for telling us. That is not the standard we hold ourselves to.',
  'Kia ora Mere, Hemi here. I am sorry the job ran over. Can I call you this afternoon?',
  'We would like to offer you a free service next winter as an apology.',
  'Here is a $50 voucher for the inconvenience, nothing needed from you.',
  'Could you tell us more about what went wrong?',
  'Your feedback has gone to the team and we are changing how we book jobs.',
  'We have updated our booking system so this does not happen again.',
  'Please let us know if the smell comes back.',
  'Can we remove the old cylinder on Friday?',
  'Our apologies again. Your invoice has been cancelled.',
  'We will post the replacement part to you today.',
  'The score on the gas meter was wrong; we have read it again.',
  'Thanks for your patience, the new part arrives on Monday.',
  'We take your comments seriously and have spoken to the crew.',
];

describe('the honesty rule for follow-ups, by what a message asks', () => {
  it('has the table the issue asks for: at least 60 phrasings, asks, incentives, pressure and ordinary ones', () => {
    expect(REFUSED.length + ALLOWED.length).toBeGreaterThanOrEqual(60);
    expect(new Set(REFUSED.map(([, why]) => why))).toEqual(new Set(Object.keys(WHY)));
    expect(ALLOWED.length).toBeGreaterThanOrEqual(20);
  });

  it.each(REFUSED)('refuses %j (%s)', (body, why) => {
    const problem = honestyProblem(body);
    expect(problem).toMatch(new RegExp(`^A follow-up can't ${WHY[why]} \\(found "`));
  });

  it.each(ALLOWED)('lets %j go', (body) => {
    expect(honestyProblem(body)).toBeNull();
  });

  it('says what to do instead, and quotes the words it found', () => {
    expect(honestyProblem('Please recommend us on Facebook and we will send you a voucher')).toBe(
      'A follow-up can\'t ask the customer to post, share or recommend something about your business (found "recommend us on Facebook"): the customer\'s answer must never depend on it. Write about putting things right, and leave what they say to them.',
    );
  });

  it('reads curly apostrophes as straight ones', () => {
    expect(honestyProblem('We’ll make it worth your while')).toMatch(/^A follow-up can't offer something/);
  });
});
