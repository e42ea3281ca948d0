import { Link } from 'react-router';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { LegalPage, LegalSection } from '../components/LegalPage.tsx';

const sections = {
  'who-we-are': 'Who we are',
  'what-we-collect': 'What we collect',
  'why-we-collect-it': 'Why we collect it',
  'who-sees-it': 'Who sees it',
  'privacy-act': 'The Privacy Act 2020',
  'how-long-we-keep-it': 'How long we keep it',
  'your-rights': 'Your rights and how to ask',
  security: 'Keeping it safe',
  cookies: 'Cookies',
  children: 'Children',
  contact: 'Contact us',
  complaints: 'Complaints',
};

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      contents={sections}
      intro={
        <p>
          Korero helps businesses ask their customers for honest reviews. To do that we look after information about business owners and
          about the customers they invite. This policy explains, in plain words, what we collect, why, who can see it and what you can ask
          us to do with it.
        </p>
      }
    >
      <LegalSection id="who-we-are" title={sections['who-we-are']}>
        <p>
          Korero is a review-collection service run from Aotearoa New Zealand. In this policy “Korero”, “we” and “us” mean the people who
          run it. “You” means anyone whose information we hold: a business owner with a Korero account, or a customer who has been invited
          to leave a review.
        </p>
        <p>
          When a business invites you to review its work, that business decides to contact you and gives us your details. We handle them on
          the business’s behalf and in line with this policy.
        </p>
      </LegalSection>

      <LegalSection id="what-we-collect" title={sections['what-we-collect']}>
        <h3>From business owners</h3>
        <ul>
          <li>Account details: your username, email address and password (stored only as a secure hash).</li>
          <li>Business details: your business name, type, location, logo, Google Business Profile and message settings.</li>
          <li>The names and roles of team members you credit on invitations.</li>
          <li>
            Subscription and billing records. Card details go straight to our payment provider; we never see or store your full card number.
          </li>
        </ul>
        <h3>From customers</h3>
        <ul>
          <li>Your name and the phone number or email address the business gave us so we could send your invitation.</li>
          <li>Your star ratings and the points you ticked about what went well or could be better.</li>
          <li>The words you write or say. If you record a voice note, we turn it into text and then delete the recording.</li>
          <li>Any photos you choose to add.</li>
          <li>Whether you asked not to be messaged again (for example by replying STOP).</li>
        </ul>
        <p>We only collect what we need to run the service. We don’t buy information about you from anyone else.</p>
      </LegalSection>

      <LegalSection id="why-we-collect-it" title={sections['why-we-collect-it']}>
        <p>We use this information to:</p>
        <ul>
          <li>send review invitations by text, email, Messenger, link or QR code on the business’s behalf;</li>
          <li>
            help a customer draft a review from their own ratings, ticks and words, which they then edit, approve and post themselves;
          </li>
          <li>pass private feedback to the business when a customer chooses to send it privately instead;</li>
          <li>run business accounts: sign-in, settings, reports, billing and support;</li>
          <li>keep Korero secure and working, and meet our legal obligations.</li>
        </ul>
        <p>We never sell personal information, and we don’t use it for advertising.</p>
      </LegalSection>

      <LegalSection id="who-sees-it" title={sections['who-sees-it']}>
        <ul>
          <li>
            <strong>The business that invited you.</strong> The business owner, and the team members they give access to, see invitations,
            feedback and reviews for that business. Access is role-based, so each person sees only what their role needs. One business can
            never see another business’s information.
          </li>
          <li>
            <strong>Korero staff</strong>, only when needed to give support, fix a problem or keep the service safe.
          </li>
          <li>
            <strong>Service providers</strong> who do specific jobs for us: sending text messages, sending email, AI drafting of review
            text, taking payments and looking up business locations on maps. They get only what the job needs and may not use it for
            anything else.
          </li>
          <li>
            <strong>Public review sites</strong>, only when you post a review there yourself. Korero never posts on your behalf.
          </li>
        </ul>
        <p>
          Some of these providers store information outside New Zealand. We choose providers that protect personal information in ways
          comparable to New Zealand law.
        </p>
      </LegalSection>

      <LegalSection id="privacy-act" title={sections['privacy-act']}>
        <p>We follow the New Zealand Privacy Act 2020 and its information privacy principles. In practice that means we:</p>
        <ul>
          <li>collect information for a clear purpose and tell you what it is when we collect it;</li>
          <li>keep it secure, accurate and no longer than we need it;</li>
          <li>use and share it only for the purpose it was collected for, or as the law allows;</li>
          <li>let you see the information we hold about you and ask us to correct it.</li>
        </ul>
      </LegalSection>

      <LegalSection id="how-long-we-keep-it" title={sections['how-long-we-keep-it']}>
        <ul>
          <li>Voice recordings are deleted as soon as they have been turned into text.</li>
          <li>
            Invitations, feedback and photos stay until the business deletes them or closes its account. When an account closes, we delete
            or anonymise its data within 30 days.
          </li>
          <li>
            Business records such as invoices and billing history are kept for the life of the subscription plus 7 years, because New
            Zealand tax law requires it.
          </li>
          <li>Support emails and messages are kept for 2 years, so we can follow up on earlier conversations.</li>
          <li>
            The words of each email, text or Messenger message Korero sends (an invitation, a reminder, a notice) are deleted 30 days after
            it was sent or failed. The record that it was sent (to whom, when, and whether it arrived) is deleted after a year.
          </li>
          <li>
            The review a customer was offered as a draft is deleted 30 days after it was written; the review they approved stays with their
            feedback.
          </li>
          <li>A business’s log of webhook deliveries to its own systems, which can name customers, is deleted after 90 days.</li>
          <li>
            Sign-in sessions end after the business’s idle timeout (at most a week) and are deleted 30 days after they were last used. The
            Messenger message ids we keep to avoid handling a message twice are deleted after 30 days.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="your-rights" title={sections['your-rights']}>
        <p>You can ask us to:</p>
        <ul>
          <li>tell you what information we hold about you and give you a copy of it;</li>
          <li>correct information that is wrong;</li>
          <li>delete your information.</li>
        </ul>
        <p>
          Email us at the address below. We answer privacy requests within 20 working days. For deletion, we first check that the request
          really comes from you, which usually takes 1–2 days, and then delete your information within 30 days. The{' '}
          <Link to="/data-deletion">data deletion page</Link> explains the steps for business owners and customers.
        </p>
        <p>Business owners can also download their data, and close their account, from Settings at any time.</p>
      </LegalSection>

      <LegalSection id="security" title={sections.security}>
        <p>
          We protect information with encrypted connections, hashed passwords, short-lived sign-in sessions and strict separation between
          businesses. Staff access is limited to what support needs. No system is perfectly secure, so if we ever have a privacy breach that
          is likely to cause serious harm, we will tell the people affected and the Privacy Commissioner as the law requires.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title={sections.cookies}>
        <p>
          Korero uses a single session cookie to keep business owners signed in. It is essential for the service to work and ends when you
          sign out or after a period of inactivity. We don’t use advertising cookies or tracking cookies, and customers leaving a review
          don’t need an account at all.
        </p>
      </LegalSection>

      <LegalSection id="children" title={sections.children}>
        <p>
          You must be 18 or older to create a Korero account. Korero isn’t meant for children, and we don’t knowingly collect their
          information. If you think a child has given us information, let us know and we’ll delete it.
        </p>
      </LegalSection>

      <LegalSection id="contact" title={sections.contact}>
        <p>Questions about privacy, or a request about your information? Get in touch and a real person will reply.</p>
        <ContactDetails subject="Privacy question" />
      </LegalSection>

      <LegalSection id="complaints" title={sections.complaints}>
        <p>
          If you’re unhappy with how we’ve handled your information, please tell us first so we can put it right. If we can’t resolve it,
          you can complain to the Office of the Privacy Commissioner at{' '}
          <a href="https://www.privacy.org.nz" target="_blank" rel="noopener noreferrer">
            privacy.org.nz
          </a>
          .
        </p>
        <p>
          See also our <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
