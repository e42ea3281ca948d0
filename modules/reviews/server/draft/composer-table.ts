import { CRITERIA_CATEGORIES, PRESET_IDS, VALUE_IMPROVEMENTS, presets, type PresetId } from '@korero/config/presets';
import { OTHER_IMPROVEMENT, SIMPLE_FEEDBACK } from '../../contract/feedback-items.ts';
import { composeReview } from './composer.ts';
import { phraseForm } from './phrase-forms.ts';
import type { ReviewDraftInput } from './review-draft-input.ts';
import { seededRandom, shuffle } from './seeded-random.ts';

/**
 * The built-in composer over every preset, every phrase and every rating, with the combinations a customer can
 * make, and the patterns that make a draft read badly. The composer's table test and scripts/composer-sample.ts
 * (docs/composer-sample.md) both use it.
 */

const BUSINESSES: Record<PresetId, string> = {
  general: 'Kowhai Home Services',
  architecture: 'Rata Architects',
  construction: 'Harbour Plumbing',
  consulting: 'Southern Cross Advisory',
  landscaping: 'Green Fern Gardens',
  automotive: 'Hutt Valley Motors',
  healthcare: 'Kauri Physio',
  legal: 'Ngata Law',
  hospitality: 'The Boatshed Cafe',
  cleaning: 'Sparkle Cleaning Co',
};

// Each preset's job written five ways: a thing, a thing done, what they did, what they came to do, and with an article.
const JOBS_BY_PRESET: Record<PresetId, string[]> = {
  general: ['Garage door repair', 'Garage door repaired', 'Fixed the garage door', 'Repair the garage door', 'The garage door'],
  architecture: [
    'Kitchen extension design',
    'Extension plans drawn',
    'Drew up the extension plans',
    'Design a new kitchen extension',
    'The new house plans',
  ],
  construction: [
    'Hot water cylinder replacement',
    'Blocked drain cleared',
    'Cleared the blocked drain',
    'Replace the hot water cylinder',
    'The bathroom renovation',
  ],
  consulting: [
    'Business plan review',
    'Strategy reviewed and updated',
    'Reviewed our pricing strategy',
    'Review our pricing strategy',
    'The quarterly board report',
  ],
  landscaping: [
    'Backyard makeover',
    'Hedges trimmed and lawns mowed',
    'Trimmed the hedges',
    'Trim the hedges and mow the lawns',
    'The new vegetable garden',
  ],
  automotive: ['WOF and service', 'Brake pads replaced', 'Replaced the brake pads', 'Fix the air conditioning', 'The cambelt change'],
  healthcare: [
    'Knee rehab sessions',
    'Sore shoulder treated',
    'Treated my sore shoulder',
    'Treat a sore shoulder',
    'The back pain assessment',
  ],
  legal: ['House purchase conveyancing', 'Will drafted and signed', 'Drafted our wills', 'Draft our wills', 'The estate settlement'],
  hospitality: [
    'Wedding reception catering',
    'Birthday dinner catered',
    'Catered our office party',
    'Cater our family reunion',
    'The Christmas function',
  ],
  cleaning: ['End-of-tenancy clean', 'Carpets steam-cleaned', 'Cleaned the whole house', 'Clean the whole house', 'The weekly house clean'],
};
/** Job descriptions that are clauses, which must never sit where a thing belongs ("handled our blocked drain cleared"). */
const CLAUSE_JOBS = new Set(Object.values(JOBS_BY_PRESET).flatMap((jobs) => jobs.slice(1, 4)));
const jobsOf = (id: PresetId) => [...JOBS_BY_PRESET[id], null];
export const PEOPLE = [[], ['Wiremu Tane'], ['Wellington crew', 'Wiremu Tane', 'Mere (apprentice)', 'Dr Aroha Ngata']];
const TEAMS = ['Wellington crew'];
const WORDS = ['', 'we found them through a neighbour'];

export interface TableCase {
  preset: PresetId | 'simple';
  input: ReviewDraftInput;
}

const positivesOf = (id: PresetId) =>
  CRITERIA_CATEGORIES.flatMap((category) => presets[id].criteria[category].map((text) => ({ category, text })));
const improvementsOf = (id: PresetId) => {
  const areas = presets[id].criteria.improvementAreas;
  const categories = ['quality', 'quality', 'service', 'service', 'timeliness', 'timeliness', 'communication', 'communication'];
  return [
    ...areas.map((text, i) => ({ category: categories[i]!, text })),
    ...VALUE_IMPROVEMENTS.map((text) => ({ category: 'value', text })),
    { category: 'other', text: OTHER_IMPROVEMENT.text },
  ];
};

function input(businessName: string, jobs: Array<string | null>, over: Partial<ReviewDraftInput>, n: number): ReviewDraftInput {
  return {
    starRating: 5,
    positives: [],
    improvements: [],
    scores: {},
    jobDescription: jobs[n % jobs.length]!,
    jobLocation: 'Lower Hutt',
    businessName,
    teamMembers: PEOPLE[n % PEOPLE.length]!,
    customerWords: WORDS[n % WORDS.length]!,
    seed: `table-${n}`,
    ...over,
  };
}

/** Every phrase alone at every rating, then the combinations (0/1/3 positives, improvements, words, people, jobs). */
export function composerCases(): TableCase[] {
  const cases: TableCase[] = [];
  let n = 0;
  for (const id of PRESET_IDS) {
    const business = BUSINESSES[id];
    const positives = positivesOf(id);
    const improvements = improvementsOf(id);
    const jobs = jobsOf(id);
    for (const starRating of [1, 2, 3, 4, 5]) {
      for (const p of positives) cases.push({ preset: id, input: input(business, jobs, { starRating, positives: [p] }, n++) });
      for (const p of improvements) cases.push({ preset: id, input: input(business, jobs, { starRating, improvements: [p] }, n++) });
    }
    const random = seededRandom(id);
    for (const starRating of [1, 2, 3, 4, 5])
      for (const count of [0, 1, 3])
        for (const withImprovements of [false, true])
          for (const customerWords of WORDS)
            for (const teamMembers of PEOPLE)
              for (const jobDescription of jobs) {
                const scores =
                  starRating <= 2
                    ? { timeliness: 2, value: 3 }
                    : starRating === 3
                      ? { communication: 8, value: 4 }
                      : { communication: 10, value: 7 };
                cases.push({
                  preset: id,
                  input: input(
                    business,
                    jobs,
                    {
                      starRating,
                      positives: shuffle(random, positives).slice(0, count),
                      improvements: withImprovements ? shuffle(random, improvements).slice(0, 2) : [],
                      scores,
                      customerWords,
                      teamMembers,
                      jobDescription,
                    },
                    n++,
                  ),
                });
              }
  }
  // An owner's own phrases, whose shape Korero does not know.
  const own = [
    { category: 'quality', text: 'Went above and beyond' },
    { category: 'communication', text: 'Great Communication' },
  ];
  const ownImprovement = [{ category: 'service', text: 'Parking was a nightmare' }];
  for (const starRating of [1, 2, 3, 4, 5])
    for (const extra of [own.slice(0, 1), own, []])
      cases.push({
        preset: 'general',
        input: input(
          'Kowhai Home Services',
          jobsOf('general'),
          { starRating, positives: [...extra, ...positivesOf('general').slice(0, 1)], improvements: ownImprovement },
          n++,
        ),
      });
  for (const starRating of [1, 2, 3, 4, 5])
    for (let mask = 0; mask < 64; mask++) {
      const positives = SIMPLE_FEEDBACK.filter((_, i) => mask & (1 << i)).map((text) => ({ category: 'service', text }));
      cases.push({
        preset: 'simple',
        input: input(
          'Harbour Plumbing',
          [null],
          { starRating, positives, jobDescription: null, teamMembers: [], customerWords: WORDS[mask % 2]! },
          n++,
        ),
      });
    }
  return cases;
}

const VERB_AFTER_LIKING =
  /\b(appreciated|liked|enjoyed|loved)\s+(\w+ed|kept|came|told|left|took|made|got|met|knew|saw|let|put|didn't|could|was|were|went|did|had|ran|done|not|no|there)\b/i;
const PRAISE = /\b(great|excellent|amazing|fantastic|brilliant|thanks|thank you|cheers|recommend|really pleased|very happy)\b/i;
const DISMAY = /\b(disappointing|let down|poor experience|did not go well|unhappy)\b/i;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What reads badly in a draft; empty when it reads well. */
export function draftFlaws(draft: string, given: ReviewDraftInput): string[] {
  const flaws: string[] = [];
  const flag = (test: boolean, what: string) => test && flaws.push(what);
  const chosen = [...given.positives, ...given.improvements].map((p) => p.text);
  const people = given.teamMembers.filter((n) => !TEAMS.includes(n));
  const firstNames = people.map((n) => n.replace(/^Dr /, '').split(' ')[0]!);
  const allowed = new Set([
    ...given.businessName.split(' '),
    ...(given.jobDescription ?? '').split(' ').slice(1),
    ...firstNames,
    'I',
    "I'd",
    "I'm",
    "I've",
  ]);

  flag(VERB_AFTER_LIKING.test(draft), 'a verb straight after "appreciated"');
  flag(/\b(\w+)\s+\1\b/i.test(draft), 'a doubled word');
  flag(/\s[,.;:]|,,|\.\.|;;|,\.|\.,/.test(draft), 'stray punctuation');
  flag(!/[.!?]$/.test(draft), 'no final punctuation');
  flag(
    (draft.match(/"/g) ?? []).length % 2 === 1 || (draft.match(/“/g) ?? []).length !== (draft.match(/”/g) ?? []).length,
    'unbalanced quotes',
  );
  flag(/(^|[.!?]\s+)[a-z]/.test(draft), 'a sentence starting in lower case');
  flag(/\b(a|an|the)\s+(a|an|the|our|my|their|no|not|there|it|they|we|i)\b/i.test(draft), 'a doubled article');
  flag(/\bthey\s+(the|a|an|no|some|there)\b/i.test(draft), 'a thing where a deed belongs');
  for (const sentence of draft.split(/(?<=[.!?])\s+/)) {
    const words = sentence
      .split(/\s+/)
      .slice(1)
      .map((w) => w.replace(/[^\p{L}\d'’-]/gu, ''));
    const odd = words.find(
      (w) => /^\p{Lu}/u.test(w) && !allowed.has(w) && !/^[\p{Lu}\d]{2,}$/u.test(w) && !/\d/.test(w) && !given.customerWords.includes(w),
    );
    flag(odd !== undefined, `a capital mid-sentence (${odd})`);
  }
  flag(
    /(thanks to|thank you,|cheers to)[^.]*\b(crew|team|squad|staff)\b/i.test(draft) ||
      /\b(crew|team)\b[^.]*\bw(as|ere) on the job/i.test(draft),
    'a team thanked as a person',
  );
  for (const team of TEAMS) flag(given.teamMembers.includes(team) && draft.includes(team.split(' ')[0]!), `a team named (${team})`);
  for (const person of people) {
    const rest = person
      .replace(/^Dr /, '')
      .split(' ')
      .slice(1)
      .map((w) => w.replace(/[()]/g, ''));
    for (const word of rest)
      flag(new RegExp(`\\b${escape(word)}\\b`).test(draft.replaceAll(given.businessName, '')), `a full name (${person})`);
    flag(person.startsWith('Dr ') && /\bDr\b/.test(draft), `a title (${person})`);
  }
  const job = given.jobDescription?.toLowerCase();
  if (job && CLAUSE_JOBS.has(given.jobDescription!))
    flag(
      new RegExp(`\\b(of|for|on|with|handled|from)\\s+(our\\s+)?${escape(job)}`, 'i').test(draft),
      'the job description doubled up with a verb',
    );
  for (const text of chosen) flag(!draft.toLowerCase().includes(phraseForm(text).text.toLowerCase()), `a ticked phrase left out (${text})`);
  const givenText = [...chosen, given.customerWords].join(' ');
  const highScore = Object.values(given.scores).some((s) => (s ?? 0) >= 9);
  flag(
    given.starRating <= 2 && PRAISE.test(draft.replace(/\bnot a great\b/gi, '')) && !PRAISE.test(givenText) && !highScore,
    'praise a poor rating does not support',
  );
  flag(given.starRating >= 4 && DISMAY.test(draft) && !DISMAY.test(givenText), 'dismay a good rating does not support');
  return flaws;
}

export { composeReview };
