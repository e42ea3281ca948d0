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

/** One figure of the week: its words, the number, and the screen behind it. */
export interface FigureLine {
  label: string;
  value: string;
  href: string;
  /** A short line under it ("the oldest has waited 6 days"), or null. */
  note: string | null;
}

export interface WeeklyEmailProps {
  title: string;
  preview: string;
  businessName: string;
  /** "24 November – 30 November 2026". */
  weekLabel: string;
  intro: string;
  figures: FigureLine[];
  /** Per technician (left out of the email when empty), and where their figures are. */
  technicians: Array<{ name: string; asks: number; answers: number }>;
  techniciansHref: string;
  buttonLabel: string;
  buttonUrl: string;
  footer: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}

// The invitation email's look (modules/invites/server/email/InvitationEmail.tsx): its colours, type and card.
const BRAND = '#126752';
const font = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
// Right-aligned columns keep a gap from the one before, so "Asked" and "Answered" never run together on a phone.
const number = { textAlign: 'right' as const, paddingLeft: '16px' };
const cell = { padding: '10px 0', borderBottom: '1px solid #e7e5e4', fontSize: '15px', lineHeight: '1.4', textAlign: 'left' as const };

/**
 * The weekly report's HTML, in react-email's components as the invitation's. Each number is a link to the screen
 * behind it; the technicians' asks are a real table (headers and all) for screen readers.
 */
export default function WeeklyEmail(p: WeeklyEmailProps) {
  return (
    <Html lang="en-NZ" dir="ltr">
      <Head>
        <title>{p.title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{p.preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: '#f5f5f4', fontFamily: font, color: '#1c1917' }}>
        <Container style={{ maxWidth: '520px', width: '100%', padding: '24px 12px' }}>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: '14px', padding: '28px 24px' }}>
            <Text style={{ fontSize: '20px', lineHeight: '1.3', fontWeight: 700, margin: '0 0 4px', color: '#1c1917' }}>
              {p.businessName}
            </Text>
            <Text style={{ fontSize: '14px', lineHeight: '1.5', color: '#57534e', margin: '0 0 20px' }}>{p.weekLabel}</Text>
            <Text style={{ fontSize: '16px', lineHeight: '1.5', margin: '0 0 12px' }}>{p.intro}</Text>
            <table
              role="presentation"
              width="100%"
              cellPadding={0}
              cellSpacing={0}
              style={{ borderCollapse: 'collapse', margin: '0 0 20px' }}
            >
              <tbody>
                {p.figures.map((f) => (
                  <tr key={f.label}>
                    <td style={{ ...cell, color: '#44403c' }}>
                      {f.label}
                      {f.note ? (
                        <>
                          <br />
                          <span style={{ fontSize: '13px', color: '#57534e' }}>{f.note}</span>
                        </>
                      ) : null}
                    </td>
                    <td style={{ ...cell, textAlign: 'right', fontWeight: 700, whiteSpace: 'nowrap', paddingLeft: '12px' }}>
                      <Link href={f.href} style={{ color: BRAND, textDecoration: 'underline' }}>
                        {f.value}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {p.technicians.length ? (
              <>
                <Text style={{ fontSize: '16px', lineHeight: '1.5', fontWeight: 700, margin: '0 0 4px' }}>
                  <Link href={p.techniciansHref} style={{ color: '#1c1917', textDecoration: 'underline' }}>
                    Asks and answers by person
                  </Link>
                </Text>
                <table width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '0 0 24px' }}>
                  <thead>
                    <tr>
                      <th scope="col" style={{ ...cell, fontSize: '13px', color: '#57534e', fontWeight: 600 }}>
                        Person
                      </th>
                      <th scope="col" style={{ ...cell, fontSize: '13px', color: '#57534e', fontWeight: 600, ...number }}>
                        Asked
                      </th>
                      <th scope="col" style={{ ...cell, fontSize: '13px', color: '#57534e', fontWeight: 600, ...number }}>
                        Answered
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.technicians.map((t) => (
                      <tr key={t.name}>
                        <th scope="row" style={{ ...cell, fontWeight: 400 }}>
                          {t.name}
                        </th>
                        <td style={{ ...cell, ...number }}>{t.asks}</td>
                        <td style={{ ...cell, ...number }}>{t.answers}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : null}
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
          </Section>
          <Hr style={{ borderColor: '#e7e5e4', margin: '20px 0 12px' }} />
          <Text style={{ fontSize: '12px', lineHeight: '1.5', color: '#57534e', margin: 0 }}>
            {p.footer}{' '}
            <Link href={p.unsubscribeUrl} style={{ color: '#57534e', textDecoration: 'underline' }}>
              Unsubscribe from the weekly report
            </Link>{' '}
            ·{' '}
            <Link href={p.settingsUrl} style={{ color: '#57534e', textDecoration: 'underline' }}>
              Email settings
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
