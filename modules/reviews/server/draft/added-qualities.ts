import { jobPhrase } from './job-phrase.ts';
import { phraseForm } from './phrase-forms.ts';
import type { ReviewDraftInput, ScoreName } from './review-draft-input.ts';

/**
 * The qualities a review can claim, each with the words that praise it and those that fault it, and the score that
 * rates it (a customer who scored the timing 9 chose to say it was on time). A model's draft may claim a quality only
 * the way the customer did: a praise they ticked, scored well or wrote; a fault they ticked, scored poorly or wrote.
 */
interface Quality {
  name: string;
  score?: ScoreName;
  praise: RegExp;
  fault: RegExp;
}

export const QUALITIES: Quality[] = [
  {
    name: 'tidiness',
    praise:
      /\b(tidy|tidied|tidily|neat|neatly|spotless|immaculate|clean(ed)? up|clean-up|cleanup|left (it|everything|the \w+|our \w+|my \w+) clean)\b/,
    fault: /\b(untidy|messy|mess|dirty|filthy|rubbish)\b/,
  },
  {
    name: 'punctuality',
    score: 'timeliness',
    praise: /\b(on time|punctual(ly)?|on schedule|when they said they would|when promised|as arranged|reliable|reliably|timing)\b/,
    fault: /\b(late|later|lateness|delays?|delayed|ran over|overran|behind schedule|took longer|running behind)\b/,
  },
  {
    name: 'speed',
    score: 'timeliness',
    praise: /\b(quick|quickly|fast|speedy|swift(ly)?|prompt|promptly|efficient(ly)?|in no time)\b/,
    fault: /\b(slow|slowly|took ages|took forever)\b/,
  },
  {
    name: 'friendliness',
    praise: /\b(friendly|friendlier|warm|welcoming|polite|courteous|lovely|respectful|pleasant|nice|approachable)\b/,
    fault: /\b(rude|unfriendly|grumpy|impolite|disrespectful|unpleasant)\b/,
  },
  {
    name: 'value',
    score: 'value',
    praise: /\b(value|price|prices|priced|pricing|affordable|reasonabl[ey]|worth (it|every|the)|cheap|bargain)\b/,
    fault: /\b(overpriced|expensive|overcharged|pricey|rip-?off)\b/,
  },
  {
    name: 'quality of work',
    score: 'quality',
    praise:
      /\b(quality|workmanship|high standard|thorough(ly)?|careful(ly)?|meticulous|attention to detail|professional(ly)?|skilled|expert(ly)?)\b/,
    fault: /\b(shoddy|sloppy|botched|substandard|redo|redone|redoing|needed fixing)\b/,
  },
  {
    name: 'communication',
    score: 'communication',
    praise:
      /\b(communicat\w*|kept (me|us) (updated|informed|posted|in the loop)|explained|responsive|easy to (reach|contact|get hold of)|return(ed)? (my |our )?(calls|messages)|got back to (me|us))\b/,
    fault: /\b(hard to (reach|contact|get hold of)|unresponsive|ignored|unclear)\b/,
  },
  { name: 'a recommendation', praise: /\brecommend\w*/, fault: /\b(avoid|steer clear|never again)\b/ },
];

// Words that turn a clause around: "not on time", "the value for money was poor", "could have been friendlier".
const TURNED = /\b(not|never|no|nothing|none|poor|limited|lacking|lack|hardly|could have been|could be|should have been)\b|n't\b/;

const lower = (text: string) => text.toLowerCase().replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();
const mentions = (quality: Quality, text: string) => quality.praise.test(text) || quality.fault.test(text);

/** What the draft says in its own words: what the customer gave (ticked phrases, words, names, the job) cut out. */
function ownWordsOfDraft(draft: string, input: ReviewDraftInput): string {
  const chosen = [...input.positives, ...input.improvements].flatMap((p) => [p.text, phraseForm(p.text).text]);
  const job = input.jobDescription?.trim() ? [input.jobDescription, jobPhrase(input.jobDescription).text] : [];
  const given = [...chosen, ...job, input.jobLocation ?? '', input.businessName, input.customerWords, ...input.teamMembers]
    .map(lower)
    .map((text) => text.replace(/[.!?]+$/, ''))
    .filter((text) => text.length > 1)
    .sort((a, b) => b.length - a.length);
  let text = lower(draft);
  for (const phrase of given) text = text.split(phrase).join(' | ');
  return text;
}

/**
 * The qualities a draft claims that the customer did not choose: praise of a quality they did not tick, score well or
 * write about, and faults they did not tick, score poorly or write about. Ticked phrases are the customer's and are
 * never counted; the rest of the draft is read clause by clause.
 */
export function addedQualities(draft: string, input: ReviewDraftInput): string[] {
  const words = lower(input.customerWords);
  const problems: string[] = [];
  const clauses = ownWordsOfDraft(draft, input).split(/[,.;:!?|()]|\s(?:and|but|while|although)\s/);
  for (const quality of QUALITIES) {
    const score = quality.score ? input.scores[quality.score] : undefined;
    const written = mentions(quality, words);
    const praised = written || (score ?? 0) >= 7 || input.positives.some((p) => mentions(quality, lower(p.text)));
    const faulted = written || (score ?? 11) <= 4 || input.improvements.some((p) => mentions(quality, lower(p.text)));
    const found = new Map<'fault' | 'praise', string>();
    for (const clause of clauses) {
      const said = clause.match(quality.fault) ?? clause.match(quality.praise);
      if (!said) continue;
      // A fault word turned ("no delays") praises; a praise word turned ("not on time") faults.
      const fault = Boolean(clause.match(quality.fault)) !== TURNED.test(clause);
      if (!found.has(fault ? 'fault' : 'praise')) found.set(fault ? 'fault' : 'praise', said[0]);
    }
    // One problem per quality and side, with the first words that said it.
    const praise = found.get('praise');
    const fault = found.get('fault');
    if (praise !== undefined && !praised) problems.push(`a quality the customer did not choose (${quality.name}: "${praise}")`);
    if (fault !== undefined && !faulted) problems.push(`a fault the customer did not choose (${quality.name}: "${fault}")`);
  }
  return problems;
}
