import { lowerFirst } from './phrase-forms.ts';

/**
 * How the owner's job description can sit in a sentence. Owners write it every way: "Hot water cylinder
 * replacement" (a thing: "our hot water cylinder replacement"), "Blocked drain cleared" (a thing done: "We had our
 * blocked drain cleared"), "Cleared the blocked drain" (what they did), "Replace the hot water cylinder" (what they
 * came to do). Putting a clause where a thing belongs is what gave "handled our blocked drain cleared".
 */
export type JobPhrase = { kind: 'thing' | 'done' | 'did' | 'todo'; text: string };

const DETERMINERS = new Set(['the', 'a', 'an', 'our', 'my', 'their', 'his', 'her', 'some', 'all', 'two', 'three', 'it', 'up', 'out']);
const ARTICLES = new Set(['the', 'a', 'an', 'our', 'my', 'their', 'his', 'her', 'some', 'all']);
const LINKS = new Set(['and', 'with', 'after', 'before', 'on', 'in', 'at', 'for', 'by', 'from', 'to', 'while', 'under', 'within']);
const IRREGULAR = new Set([
  'done',
  'built',
  'rebuilt',
  'redone',
  'cut',
  'laid',
  'made',
  'set',
  'put',
  'sold',
  'found',
  'sent',
  'hung',
  'dug',
  'mown',
  'sewn',
  'swept',
  'taken',
  'given',
  'written',
  'fit',
  'shown',
  'drawn',
  'seen',
]);
const PAST = new Set([
  'drew',
  'built',
  'laid',
  'made',
  'cut',
  'set',
  'put',
  'sold',
  'found',
  'sent',
  'took',
  'did',
  'gave',
  'wrote',
  'dug',
  'hung',
  'swept',
  'ran',
  'brought',
  'caught',
  'taught',
  'met',
  'saw',
  'led',
  'got',
  'kept',
  'left',
  'told',
  'fit',
]);
const BASE_VERBS = new Set(
  'replace repair fix install clean build paint mow prune service check clear unblock renovate design prepare draft review cater deliver remove lay fit supply inspect trim plan move wash tidy rewire landscape cut plant treat assess advise help organise sell buy write update upgrade restore convert extend demolish polish spray sort set tune reroof retile reline'.split(
    ' ',
  ),
);
const NOUNISH = new Set(['job', 'jobs', 'work', 'works', 'review', 'service', 'plan', 'check', 'clean', 'up', 'out', 'repairs', 'repair']);

const participle = (word: string) => (/^[a-z-]{3,}ed$/.test(word) && !/eed$/.test(word)) || IRREGULAR.has(word);

export function jobPhrase(description: string): JobPhrase {
  const text = lowerFirst(description.replace(/\s+/g, ' '));
  const words = text
    .toLowerCase()
    .split(' ')
    .map((w) => w.replace(/[^a-z'-]/g, ''));
  const [first = '', second = ''] = words;
  if (words.length > 1 && (participle(first) || PAST.has(first)) && DETERMINERS.has(second)) return { kind: 'did', text };
  if (words.length > 1 && BASE_VERBS.has(first) && !NOUNISH.has(second)) return { kind: 'todo', text };
  const done = words.some((w, i) => i > 0 && participle(w) && (i === words.length - 1 || LINKS.has(words[i + 1]!)));
  return { kind: done ? 'done' : 'thing', text: ARTICLES.has(first) ? text : `our ${text}` };
}
