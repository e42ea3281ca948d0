import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

export interface InvitationEmailProps {
  businessName: string;
  /** The customer's first name. */
  firstName: string;
  jobDescription: string;
  reviewUrl: string;
  /** An absolute URL under PUBLIC_URL (the business module serves logos publicly), or null without a logo. */
  logoUrl: string | null;
  unsubscribeUrl: string;
  /** Where Korero got the address when not from the customer (IPP3A), or empty. */
  source?: string;
  /** A reminder says so in its first line. */
  reminder: boolean;
  /** The line mail apps show beside the subject. */
  preview: string;
}

const BRAND = '#126752';
const font = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/**
 * The invitation email's HTML, in react-email's components (tables and inline styles that mail clients draw the same).
 * Every owner and customer word is a React text child or attribute, so React escapes it; nothing is set as raw HTML.
 */
export default function InvitationEmail(p: InvitationEmailProps) {
  return (
    <Html lang="en-NZ" dir="ltr">
      <Head>
        <title>{`${p.businessName} would love your feedback`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{p.preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: '#f5f5f4', fontFamily: font, color: '#1c1917' }}>
        <Container style={{ maxWidth: '520px', width: '100%', padding: '24px 12px' }}>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: '14px', padding: '28px 24px' }}>
            {p.logoUrl ? (
              // Named as a logo: its heading follows, and an empty alt makes text-mode clients print the file name instead.
              <Img
                src={p.logoUrl}
                alt={`${p.businessName} logo`}
                width="72"
                height="72"
                style={{ display: 'block', width: '72px', height: '72px', objectFit: 'contain', borderRadius: '12px', margin: '0 0 12px' }}
              />
            ) : null}
            <Text style={{ fontSize: '20px', lineHeight: '1.3', fontWeight: 700, margin: '0 0 20px', color: '#1c1917' }}>
              {p.businessName}
            </Text>
            <Text style={{ fontSize: '16px', lineHeight: '1.5', margin: '0 0 12px' }}>Kia ora {p.firstName},</Text>
            <Text style={{ fontSize: '16px', lineHeight: '1.5', margin: '0 0 12px' }}>
              {p.reminder ? 'A quick reminder: thanks' : 'Thanks'} for choosing <strong>{p.businessName}</strong> ({p.jobDescription}). How
              did it go?
            </Text>
            <Text style={{ fontSize: '15px', lineHeight: '1.5', color: '#44403c', margin: '0 0 24px' }}>
              It takes about a minute: tap a few stars and tick what went well (or what didn&rsquo;t). Korero drafts a review from exactly
              what you chose; you check it, change anything, and decide where it goes: a public Google review or a private note to the
              business.
            </Text>
            <Button
              href={p.reviewUrl}
              style={{
                backgroundColor: BRAND,
                color: '#ffffff',
                fontSize: '16px',
                fontWeight: 600,
                textDecoration: 'none',
                borderRadius: '10px',
                padding: '14px 24px',
                display: 'inline-block',
              }}
            >
              Share your feedback
            </Button>
            <Text style={{ fontSize: '13px', lineHeight: '1.5', color: '#57534e', margin: '24px 0 0' }}>
              No account needed. If the button does not work, open this link:{' '}
              <Link href={p.reviewUrl} style={{ color: BRAND, textDecoration: 'underline', wordBreak: 'break-all' }}>
                {p.reviewUrl}
              </Link>
            </Text>
          </Section>
          <Hr style={{ borderColor: '#e7e5e4', margin: '20px 0 12px' }} />
          <Text style={{ fontSize: '12px', lineHeight: '1.5', color: '#57534e', margin: 0 }}>
            You received this because {p.businessName} asked for your feedback after your job.{' '}
            <Link href={p.unsubscribeUrl} style={{ color: '#57534e', textDecoration: 'underline' }}>
              Unsubscribe
            </Link>
          </Text>
          {/* Always drawn (empty when the customer gave the address themselves): the template is drawn once with slots. */}
          <Text style={{ fontSize: '12px', lineHeight: '1.5', color: '#57534e', margin: '6px 0 0' }}>{p.source ?? ''}</Text>
        </Container>
      </Body>
    </Html>
  );
}
