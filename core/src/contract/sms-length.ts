/**
 * How carriers count a text message (3GPP TS 23.038 / 23.040), and the rule for a text longer than one: the
 * messaging part of the kernel's, so every sender (invitations, reminders, follow-ups), the outbox that records what
 * each text cost, Settings and the forms agree on what a text costs. See docs/decisions/0042-sms-length-belongs-to-messaging.md.
 */

// The GSM 7-bit default alphabet: each of these is one septet.
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
// Its extension table: each is an escape plus the character, two septets that are never split across segments.
const GSM_EXTENDED = '\f^{}\\[~]|€';
const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  /** How many texts the carrier sends (and Korero counts against the plan). */
  segments: number;
  /** What one text holds: 160 or 70 alone, 153 or 67 each once split (the rest is the joining header). */
  single: number;
  perSegment: number;
}

/** GSM-7 when every character is in the GSM alphabet; anything else (a macron, an emoji) makes the whole text UCS-2. */
export function smsEncoding(text: string): SmsEncoding {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENDED.has(ch)) return 'UCS-2';
  return 'GSM-7';
}

/**
 * The text's length in carrier segments. Split texts are packed as phones and carriers pack them: an extension
 * character's two septets, or an emoji's two UTF-16 units (a surrogate pair), never straddle two segments.
 */
export function smsLength(text: string): SmsLength {
  const encoding = smsEncoding(text);
  const gsm = encoding === 'GSM-7';
  const single = gsm ? 160 : 70;
  const perSegment = gsm ? 153 : 67;
  // Each character's cost, in the units of its encoding.
  const costs: number[] = [];
  for (const ch of text) costs.push(gsm ? (EXTENDED.has(ch) ? 2 : 1) : ch.length);
  const units = costs.reduce((a, b) => a + b, 0);
  if (units <= single) return { encoding, units, segments: units === 0 ? 0 : 1, single, perSegment };
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > perSegment) {
      segments++;
      used = 0;
    }
    used += cost;
  }
  return { encoding, units, segments, single, perSegment };
}

// Punctuation phones put in by themselves (iOS "smart punctuation") that has a plain GSM-7 equal: sent as that, so
// "Mike’s Plumbing" costs a GSM-7 text, not a UCS-2 one. Letters, macrons included, are never changed.
const PLAIN: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u2009': ' ',
  '\u202F': ' ',
};

/** The text with look-alike punctuation made plain, when that (and only that) keeps it in GSM-7. */
export function plainPunctuation(text: string): string {
  const plain = text.replace(/[\u2018\u2019\u201A\u201C\u201D\u201E\u2013\u2014\u2026\u00A0\u2009\u202F]/g, (c) => PLAIN[c] ?? c);
  return smsEncoding(plain) === 'GSM-7' ? plain : text;
}

/** What happens when a text would run past one segment (a business's choice, in Settings). */
export const SMS_LONG_TEXT = ['shorten', 'split'] as const;
export type SmsLongText = (typeof SMS_LONG_TEXT)[number];
export const DEFAULT_SMS_LONG_TEXT: SmsLongText = 'shorten';

/** A job is never cut shorter than this in a text (shorter would say nothing about the job). */
export const MIN_SMS_JOB = 12;

export interface FittedSms {
  text: string;
  length: SmsLength;
  /** The job as the text carries it, when shortened (the review page always shows it whole); null when whole. */
  shortenedJob: string | null;
}

/**
 * The text to send for a job. With 'split' it is the whole text, in as many segments as it takes. With 'shorten'
 * the job is cut (at a word where it can, with an ellipsis) to fit one segment; when even a job cut to
 * MIN_SMS_JOB characters cannot fit one (a long name, or a macron making the text UCS-2), the text takes the fewest
 * segments it can and keeps as much of the job as fits in them. Never refuses: every text has an answer.
 */
export function fitSms(build: (job: string) => string, job: string, rule: SmsLongText): FittedSms {
  const make = (j: string) => plainPunctuation(build(j));
  const whole = make(job);
  const wholeLength = smsLength(whole);
  if (rule === 'split' || wholeLength.segments <= 1 || job.length <= MIN_SMS_JOB) {
    return { text: whole, length: wholeLength, shortenedJob: null };
  }
  const cut = (keep: number) => {
    let part = job.slice(0, keep).trimEnd();
    // At a word when one ends in the last few characters, so the text never shows half a word.
    const space = part.lastIndexOf(' ');
    if (keep < job.length && job[keep] !== ' ' && space >= MIN_SMS_JOB - 4 && space >= keep - 10) part = part.slice(0, space).trimEnd();
    part = part.replace(/[\s,.;:–-]+$/, '');
    // Three dots in a GSM-7 text (… alone would make it UCS-2); the one character where the text is UCS-2 anyway.
    return `${part}${smsEncoding(make(part)) === 'GSM-7' ? '...' : '…'}`;
  };
  const target = Math.max(1, smsLength(make(cut(MIN_SMS_JOB))).segments);
  if (wholeLength.segments <= target) return { text: whole, length: wholeLength, shortenedJob: null };
  for (let keep = job.length - 1; keep >= MIN_SMS_JOB; keep--) {
    const shortJob = cut(keep);
    const text = make(shortJob);
    const length = smsLength(text);
    if (length.segments <= target) return { text, length, shortenedJob: shortJob };
  }
  const shortJob = cut(MIN_SMS_JOB);
  const text = make(shortJob);
  return { text, length: smsLength(text), shortenedJob: shortJob };
}
