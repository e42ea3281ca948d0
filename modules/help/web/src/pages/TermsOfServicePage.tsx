import { Link } from 'react-router';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { LegalPage, LegalSection } from '../components/LegalPage.tsx';

const sections = {
  service: 'The service',
  accounts: 'Your account',
  'honest-reviews': 'Honest reviews',
  messaging: 'Messaging your customers',
  billing: 'Plans and billing',
  availability: 'Availability',
  data: 'Your data and deletion',
  liability: 'Liability',
  changes: 'Changes to these terms',
  law: 'New Zealand law',
  contact: 'Contact us',
};

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      contents={sections}
      intro={
        <p>
          These terms are the agreement between you and Korero when you use Korero for your business. We’ve kept them as short and plain as
          we can. By creating an account you agree to them, so please read them through.
        </p>
      }
    >
      <LegalSection id="service" title={sections.service}>
        <p>
          Korero helps New Zealand service businesses invite their customers to share honest feedback after a job. Customers rate the work,
          tick what went well, add their own words, and then choose either to post a public review themselves or to send private feedback to
          the business.
        </p>
      </LegalSection>

      <LegalSection id="accounts" title={sections.accounts}>
        <ul>
          <li>You must be 18 or older to create an account.</li>
          <li>Give us accurate information about yourself and your business, and keep it up to date.</li>
          <li>One account is for one business. If you run several businesses, each needs its own account.</li>
          <li>
            Keep your password to yourself. You’re responsible for what happens under your account, so tell us straight away if you think
            someone else has used it.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="honest-reviews" title={sections['honest-reviews']}>
        <p>Korero exists to collect genuine reviews. When you use it, you agree that:</p>
        <ul>
          <li>
            <strong>No gating.</strong> You invite customers whatever you expect them to say. Every customer is offered the choice of a
            public review or private feedback, with equal weight, and you won’t try to steer unhappy customers away from posting publicly.
          </li>
          <li>
            <strong>No incentives.</strong> You won’t offer discounts, gifts, prize draws or anything else in return for a review.
          </li>
          <li>
            <strong>No fake reviews.</strong> You won’t write reviews yourself, pose as a customer, or ask or pay anyone else to.
          </li>
          <li>
            <strong>Customers post their own reviews.</strong> Korero never posts a review for anyone. The customer decides what to say and
            where to post it.
          </li>
          <li>
            <strong>AI only organises the customer’s own words.</strong> Our drafting turns the customer’s ratings, ticks and words into
            readable text. It doesn’t add anything they didn’t say, and the customer edits and approves the text before it goes anywhere.
          </li>
        </ul>
        <p>
          These rules reflect the Fair Trading Act 1986, which prohibits misleading conduct such as fake or selectively gathered reviews,
          and Google’s review policies. We may suspend an account that breaks them.
        </p>
      </LegalSection>

      <LegalSection id="messaging" title={sections.messaging}>
        <p>Invitations are commercial electronic messages under the Unsolicited Electronic Messages Act 2007. That means:</p>
        <ul>
          <li>
            You only invite customers who have agreed to hear from you, and you confirm that consent each time you send an invitation.
          </li>
          <li>Every text message names your business and tells the customer how to opt out by replying STOP.</li>
          <li>When a customer opts out, Korero records it straight away and won’t send that contact any further invitations from you.</li>
        </ul>
      </LegalSection>

      <LegalSection id="billing" title={sections.billing}>
        <ul>
          <li>Paid plans are billed monthly or annually in New Zealand dollars, through our card payment provider.</li>
          <li>Upgrades take effect immediately. Downgrades take effect at the start of your next billing cycle.</li>
          <li>You can cancel at any time. Your plan stays active until the end of the period you’ve paid for, then ends.</li>
          <li>We don’t give refunds for partial months.</li>
          <li>If we change our prices, we’ll tell you before the change applies to your next billing period.</li>
        </ul>
      </LegalSection>

      <LegalSection id="availability" title={sections.availability}>
        <p>
          We aim to keep Korero available 99.9% of the time. That’s our goal rather than a guarantee: maintenance, outages at our providers
          and events outside our control can interrupt the service. When we plan maintenance, we’ll try to do it outside business hours.
        </p>
      </LegalSection>

      <LegalSection id="data" title={sections.data}>
        <p>
          Your business’s data belongs to you. Our <Link to="/privacy-policy">Privacy Policy</Link> explains how we look after it and your
          customers’ information. You can download your data and close your account at any time; the{' '}
          <Link to="/data-deletion">data deletion page</Link> explains how deletion works for business owners and customers.
        </p>
      </LegalSection>

      <LegalSection id="liability" title={sections.liability}>
        <p>
          We work hard to keep Korero reliable, but we provide it as it is. To the extent the law allows, we aren’t liable for indirect
          losses such as lost profits or lost business, or for what customers choose to write or what review sites decide to publish.
        </p>
        <p>
          Our total liability to you for any claim is capped at the amount you paid us in the 12 months before the claim arose. Nothing in
          these terms removes rights you have under New Zealand law that can’t be excluded.
        </p>
      </LegalSection>

      <LegalSection id="changes" title={sections.changes}>
        <p>
          We may update these terms as Korero grows or the law changes. If a change matters, we’ll tell you by email or in Korero before it
          takes effect, and the date at the top of this page will change. If you keep using Korero after that, the new terms apply.
        </p>
      </LegalSection>

      <LegalSection id="law" title={sections.law}>
        <p>These terms are governed by New Zealand law, and the courts of New Zealand deal with any dispute about them.</p>
      </LegalSection>

      <LegalSection id="contact" title={sections.contact}>
        <p>Questions about these terms? We’re happy to help.</p>
        <ContactDetails subject="Question about the Terms of Service" />
      </LegalSection>
    </LegalPage>
  );
}
