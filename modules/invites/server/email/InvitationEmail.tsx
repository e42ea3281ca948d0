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
import type { CSSProperties } from 'react';
import { LANGUAGE_TAGS, translator, type Language, type LanguageChoice, type Translator, type Values } from '@korero/core/i18n';
import { catalogues } from '../../contract/locales/index.ts';

export interface InvitationEmailProps {
  businessName: string;
  /** The customer's first name. */
  firstName: string;
  jobDescription: string;
  reviewUrl: string;
  /** An absolute URL under PUBLIC_URL (the business module serves logos publicly), or null without a logo. */
  logoUrl: string | null;
  unsubscribeUrl: string;
  /** Where Korero got the address when not from the customer (IPP3A), in each shown language, or none. */
  source?: Partial<Record<Language, string>>;
  /** A reminder says so in its first line. */
  reminder: boolean;
  /** The line mail apps show beside the subject. */
  preview: string;
  /** The invitation's language: 'both' draws each sentence in te reo, then in English, at the same size. */
  language: LanguageChoice;
}

const BRAND = '#126752';
const font = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

/** One paragraph per shown language, each marked with its language (te reo first with 'both'). */
function Words({ tr, id, values, style }: { tr: Translator; id: string; values?: Values; style: CSSProperties }) {
  return (
    <>
      {tr.parts(id, values).map(({ language, text }) => (
        <Text key={language} lang={LANGUAGE_TAGS[language]} style={style}>
          {text}
        </Text>
      ))}
    </>
  );
}

/** Where the business's name goes in the thanks sentence: a character no name or catalogue holds. */
const NAME_MARK = '\u0000';

/** The thanks sentence with the business's name in bold wherever the language puts it. */
function Thanks({ tr, p, style }: { tr: Translator; p: InvitationEmailProps; style: CSSProperties }) {
  const id = p.reminder ? 'email.thanksReminder' : 'email.thanks';
  return (
    <>
      {tr.parts(id, { business: NAME_MARK, job: p.jobDescription }).map(({ language, text }) => {
        const at = text.indexOf(NAME_MARK);
        return (
          <Text key={language} lang={LANGUAGE_TAGS[language]} style={style}>
            {text.slice(0, at)}
            <strong>{p.businessName}</strong>
            {text.slice(at + NAME_MARK.length)}
          </Text>
        );
      })}
    </>
  );
}

const body: CSSProperties = { fontSize: '16px', lineHeight: '1.5', margin: '0 0 12px' };
const small: CSSProperties = { fontSize: '13px', lineHeight: '1.5', color: '#57534e', margin: '24px 0 0' };
const foot: CSSProperties = { fontSize: '12px', lineHeight: '1.5', color: '#57534e', margin: '0 0 6px' };

/**
 * The invitation email's HTML, in react-email's components (tables and inline styles that mail clients draw the same).
 * Every owner and customer word is a React text child or attribute, so React escapes it; nothing is set as raw HTML.
 * Korero's words come from the invites contract's catalogue in the invitation's language (issue 48).
 */
export default function InvitationEmail(p: InvitationEmailProps) {
  const tr = translator(catalogues, p.language);
  const business = { business: p.businessName };
  return (
    <Html lang={LANGUAGE_TAGS[tr.languages[0]!]} dir="ltr">
      <Head>
        <title>{tr.t(p.reminder ? 'email.subjectReminder' : 'email.subject', business)}</title>
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
                alt={tr.t('email.logoAlt', business)}
                width="72"
                height="72"
                style={{ display: 'block', width: '72px', height: '72px', objectFit: 'contain', borderRadius: '12px', margin: '0 0 12px' }}
              />
            ) : null}
            <Text style={{ fontSize: '20px', lineHeight: '1.3', fontWeight: 700, margin: '0 0 20px', color: '#1c1917' }}>
              {p.businessName}
            </Text>
            <Words tr={tr} id="email.greeting" values={{ firstName: p.firstName }} style={body} />
            <Thanks tr={tr} p={p} style={body} />
            <Words tr={tr} id="email.howItWorks" style={{ fontSize: '15px', lineHeight: '1.5', color: '#44403c', margin: '0 0 24px' }} />
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
              {tr.parts('email.button').map(({ language, text }, i) => (
                <span key={language} lang={LANGUAGE_TAGS[language]}>
                  {i > 0 ? ' / ' : ''}
                  {text}
                </span>
              ))}
            </Button>
            {tr.parts('email.noAccount').map(({ language, text }) => (
              <Text key={language} lang={LANGUAGE_TAGS[language]} style={small}>
                {text} {tr.in(language, 'email.linkFallback')}{' '}
                <Link href={p.reviewUrl} style={{ color: BRAND, textDecoration: 'underline', wordBreak: 'break-all' }}>
                  {p.reviewUrl}
                </Link>
              </Text>
            ))}
          </Section>
          <Hr style={{ borderColor: '#e7e5e4', margin: '20px 0 12px' }} />
          {tr.parts('email.why', business).map(({ language, text }) => (
            <Text key={language} lang={LANGUAGE_TAGS[language]} style={foot}>
              {text}{' '}
              <Link href={p.unsubscribeUrl} style={{ color: '#57534e', textDecoration: 'underline' }}>
                {tr.in(language, 'email.unsubscribe')}
              </Link>
            </Text>
          ))}
          {/* Always drawn, one per language (empty when the customer gave the address themselves): the template is drawn once with slots. */}
          {tr.languages.map((language) => (
            <Text
              key={language}
              lang={LANGUAGE_TAGS[language]}
              style={{ fontSize: '12px', lineHeight: '1.5', color: '#57534e', margin: '6px 0 0' }}
            >
              {p.source?.[language] ?? ''}
            </Text>
          ))}
        </Container>
      </Body>
    </Html>
  );
}
