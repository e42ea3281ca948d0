import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

/** One Google review as an owner email lists it. */
export interface EmailReview {
  id: string;
  reviewer: string;
  starRating: number;
  comment: string | null;
  /** Lines under the comment ("Posted on Google 24 November 2026"; for a removed one, when Korero saw it). */
  details: string[];
}

export interface OwnerReviewsEmailProps {
  title: string;
  preview: string;
  intro: string;
  reviews: EmailReview[];
  /** Said after the list ("and 3 more"), or null. */
  more: string | null;
  /** Closing paragraph (what the owner can do), or null. */
  note: string | null;
  /** Numbered steps after the note (what to do, in order); none when absent. */
  steps?: string[];
  buttonLabel: string;
  buttonUrl: string;
  /** Why the owner gets this email and where to change it. */
  footer: string;
  settingsUrl: string;
}

const BRAND = '#126752';
const font = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
export const starsText = (n: number) => '★'.repeat(n) + '☆'.repeat(Math.max(0, 5 - n));

/**
 * The owner's emails about Google reviews (a low rating, reviews removed by Google, the daily digest), in the invitation
 * email's house style: react-email's components, every review's words a React text child, so React escapes them.
 */
export default function OwnerReviewsEmail(p: OwnerReviewsEmailProps) {
  return (
    <Html lang="en-NZ" dir="ltr">
      <Head>
        <title>{p.title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{p.preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: '#f5f5f4', fontFamily: font, color: '#1c1917' }}>
        <Container style={{ maxWidth: '560px', width: '100%', padding: '24px 12px' }}>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: '14px', padding: '28px 24px' }}>
            <Text style={{ fontSize: '20px', lineHeight: '1.3', fontWeight: 700, margin: '0 0 16px', color: '#1c1917' }}>{p.title}</Text>
            <Text style={{ fontSize: '16px', lineHeight: '1.5', margin: '0 0 16px' }}>{p.intro}</Text>
            {p.reviews.map((r) => (
              <Section
                key={r.id}
                style={{ borderLeft: `4px solid ${r.starRating <= 3 ? '#b45309' : BRAND}`, padding: '4px 0 4px 12px', margin: '0 0 16px' }}
              >
                <Text style={{ fontSize: '15px', lineHeight: '1.4', margin: 0, fontWeight: 600 }}>
                  <span aria-label={`${r.starRating} out of 5 stars`} style={{ color: '#b45309' }}>
                    {starsText(r.starRating)}
                  </span>{' '}
                  {r.reviewer}
                </Text>
                <Text style={{ fontSize: '15px', lineHeight: '1.5', margin: '4px 0 0', color: r.comment ? '#1c1917' : '#57534e' }}>
                  {r.comment ? r.comment : 'No comment, just the rating.'}
                </Text>
                {r.details.map((d) => (
                  <Text key={d} style={{ fontSize: '13px', lineHeight: '1.5', margin: '2px 0 0', color: '#57534e' }}>
                    {d}
                  </Text>
                ))}
              </Section>
            ))}
            {p.more ? <Text style={{ fontSize: '14px', lineHeight: '1.5', margin: '0 0 16px', color: '#57534e' }}>{p.more}</Text> : null}
            {p.note ? <Text style={{ fontSize: '15px', lineHeight: '1.5', margin: '0 0 20px', color: '#44403c' }}>{p.note}</Text> : null}
            {p.steps?.map((step, i) => (
              <Text key={step} style={{ fontSize: '15px', lineHeight: '1.5', margin: '0 0 12px', color: '#44403c' }}>
                <strong>{i + 1}.</strong> {step}
              </Text>
            ))}
            <Button
              href={p.buttonUrl}
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
              {p.buttonLabel}
            </Button>
            <Text style={{ fontSize: '13px', lineHeight: '1.5', color: '#57534e', margin: '24px 0 0' }}>
              If the button does not work, open this link:{' '}
              <Link href={p.buttonUrl} style={{ color: BRAND, textDecoration: 'underline', wordBreak: 'break-all' }}>
                {p.buttonUrl}
              </Link>
            </Text>
          </Section>
          <Hr style={{ borderColor: '#e7e5e4', margin: '20px 0 12px' }} />
          <Text style={{ fontSize: '12px', lineHeight: '1.5', color: '#57534e', margin: 0 }}>
            {p.footer}{' '}
            <Link href={p.settingsUrl} style={{ color: '#57534e', textDecoration: 'underline' }}>
              Settings
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
