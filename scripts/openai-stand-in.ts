/**
 * An OpenAI stand-in to try Korero's AI path by hand (never part of the server): chat completions and transcriptions
 * on 127.0.0.1, answering the two structured tasks Korero asks for from what each request carries.
 *
 *   node scripts/openai-stand-in.ts [port] [--adds-quality | --fails]      (port 4010 unless given)
 *   OPENAI_API_KEY=sk-stand-in OPENAI_BASE_URL=http://127.0.0.1:4010/v1 npm start
 *
 * - review_draft: a short review from the customer's facts (business, job, ticked phrases, first names, own words).
 *   With --adds-quality it adds "They left the place tidy." so the fact check's refusal shows (the composer's draft
 *   is used and the log says why); with --fails every chat answers 503.
 * - review_themes: each review's sentences that contain a theme's word (its id, "quality", "value"…), quoted exactly.
 * - anything else: {}. Transcription answers a fixed sentence.
 * Each request is logged on one line.
 */
import { OpenAiStandIn, type StandInChat } from '../core/src/testing/openai-stand-in.ts';

const args = process.argv.slice(2);
const port = Number(args.find((a) => /^\d+$/.test(a)) ?? 4010);
const addsQuality = args.includes('--adds-quality');
const fails = args.includes('--fails');

interface DraftFacts {
  starRating: number;
  business: string;
  job: string | null;
  teamFirstNames: string[];
  wentWell: string[];
  couldImprove: string[];
  ownWords: string;
}

const jsonAfter = (text: string, marker: string): unknown => JSON.parse(text.slice(text.indexOf(marker) + marker.length).split('\n')[0]!);
const sentence = (s: string) => (s ? `${s.charAt(0).toUpperCase()}${s.slice(1)}${/[.!?]$/.test(s) ? '' : '.'}` : '');

function draft(chat: StandInChat): string {
  const facts = jsonAfter(chat.user, 'as JSON:\n') as DraftFacts;
  const good = facts.starRating >= 4;
  const parts = [
    `${good ? 'Happy with' : 'Mixed feelings about'} ${facts.business}${facts.job ? ` for ${facts.job.toLowerCase()}` : ''}.`,
    facts.wentWell.length ? `What went well: ${facts.wentWell.map((p) => p.toLowerCase()).join('; ')}.` : '',
    facts.couldImprove.length ? `Could be better: ${facts.couldImprove.map((p) => p.toLowerCase()).join('; ')}.` : '',
    facts.teamFirstNames.length && good ? `Thanks to ${facts.teamFirstNames.join(' and ')}.` : '',
    addsQuality ? 'They left the place tidy.' : '',
    sentence(facts.ownWords.trim()),
  ];
  return JSON.stringify({ review: parts.filter(Boolean).join(' ') });
}

function themes(chat: StandInChat): string {
  const themeList = jsonAfter(chat.user, 'Themes:\n') as Array<{ id: string }>;
  const reviews = jsonAfter(chat.user, 'Reviews (by index):\n') as Array<{ index: number; stars: number; text: string }>;
  const mentions = reviews.flatMap((r) =>
    r.text
      .split(/(?<=[.!?])\s+/)
      .flatMap((s) =>
        themeList
          .filter((t) => s.toLowerCase().includes(t.id.toLowerCase()))
          .map((t) => ({ review: r.index, theme: t.id, kind: r.stars >= 4 ? 'praise' : 'complaint', quote: s })),
      ),
  );
  return JSON.stringify({ mentions });
}

const stand = await OpenAiStandIn.start((chat) => {
  console.log(`${new Date().toISOString()} chat ${chat.task ?? '(no schema)'} model=${chat.model}`);
  if (fails) return { status: 503 };
  if (chat.task === 'review_draft') return draft(chat);
  if (chat.task === 'review_themes') return themes(chat);
  return '{}';
}, port);
stand.transcript = 'The team was quick and careful, and the hob works perfectly.';
console.log(`OpenAI stand-in on ${stand.url}${addsQuality ? ' (drafts add a quality)' : ''}${fails ? ' (every chat fails)' : ''}`);
console.log(`Start Korero with: OPENAI_API_KEY=sk-stand-in OPENAI_BASE_URL=${stand.url} npm start`);
