import { describe, expect, it } from 'vitest';
import { fitSms, MIN_SMS_JOB, plainPunctuation, smsLength } from './sms-length.ts';

const g = (n: number) => 'a'.repeat(n);
const u = (n: number) => 'ā'.repeat(n);

describe('smsLength counts as carriers do', () => {
  it.each([
    ['empty', '', 'GSM-7', 0, 0],
    ['160 GSM-7 characters: one text', g(160), 'GSM-7', 160, 1],
    ['161: two', g(161), 'GSM-7', 161, 2],
    ['153 × 2 = 306: two', g(306), 'GSM-7', 306, 2],
    ['307: three', g(307), 'GSM-7', 307, 3],
    ['€ [ ] { } ^ ~ \\ | count two septets each', '€[]{}^~\\|', 'GSM-7', 18, 1],
    ['80 euro signs are 160 septets: one text', '€'.repeat(80), 'GSM-7', 160, 1],
    ['159 + € is 161 septets: two', `${g(159)}€`, 'GSM-7', 161, 2],
    ['an escape pair never straddles: 152 + € + 152 + € is three', `${g(152)}€${g(151)}€`, 'GSM-7', 307, 3],
    ['GSM-7 accents (é, ü, Ø) stay GSM-7', 'Café Zürich Ø', 'GSM-7', 13, 1],
    ['70 with a macron: one UCS-2 text', u(70), 'UCS-2', 70, 1],
    ['71: two', u(71), 'UCS-2', 71, 2],
    ['67 × 2 = 134: two', u(134), 'UCS-2', 134, 2],
    ['135: three', u(135), 'UCS-2', 135, 3],
    ['one macron makes a 100-character text UCS-2', `${g(99)}ō`, 'UCS-2', 100, 2],
    ['an emoji is two UTF-16 units', '👍', 'UCS-2', 2, 1],
    ['35 emoji are 70 units: one text', '👍'.repeat(35), 'UCS-2', 70, 1],
    ['a surrogate pair never straddles: 66 + emoji moves it to the next text', `${u(66)}👍${u(66)}`, 'UCS-2', 134, 3],
    ['a curly apostrophe is UCS-2 as written', 'Mike’s', 'UCS-2', 6, 1],
  ])('%s', (_label, text, encoding, units, segments) => {
    expect(smsLength(text)).toMatchObject({ encoding, units, segments });
  });
});

describe('plainPunctuation', () => {
  it('sends smart punctuation as its GSM-7 equal, and never touches a macron', () => {
    expect(plainPunctuation('Mike’s “Best” Plumbing – Ōtaki…')).toBe('Mike’s “Best” Plumbing – Ōtaki…');
    expect(plainPunctuation('Mike’s “Best” Plumbing – Otaki…')).toBe('Mike\'s "Best" Plumbing - Otaki...');
  });
});

describe('fitSms', () => {
  const build = (job: string) => `${g(100)} ${job} end`;
  it('sends the whole text when it fits one segment, whatever the rule', () => {
    expect(fitSms(build, 'Blocked drain', 'shorten')).toMatchObject({ shortenedJob: null, length: { segments: 1 } });
  });

  it("'split' sends the whole text in as many segments as it takes", () => {
    const fitted = fitSms(build, g(90), 'split');
    expect(fitted.text).toBe(build(g(90)));
    expect(fitted.length.segments).toBe(2);
  });

  it("'shorten' cuts the job at a word, with three dots, to fit one segment", () => {
    const job = 'Replaced the hot water cylinder and moved the header tank';
    const fitted = fitSms(build, job, 'shorten');
    expect(fitted.length.segments).toBe(1);
    expect(fitted.length.encoding).toBe('GSM-7');
    // The most of the job that fits, ending at a word: "…moved the header" (+ "..." is 160 exactly).
    expect(fitted.shortenedJob).toBe('Replaced the hot water cylinder and moved the header...');
    expect(fitted.text).toBe(build(fitted.shortenedJob!));
    expect(fitted.text.length).toBeLessThanOrEqual(160);
  });

  it("'shorten' takes the fewest segments when even the shortest job cannot fit one, and keeps what fits of the job", () => {
    const long = (job: string) => `${g(170)} ${job}`;
    const fitted = fitSms(long, g(200), 'shorten');
    expect(fitted.length.segments).toBe(2);
    expect(fitted.length.units).toBeLessThanOrEqual(306);
    expect(fitted.shortenedJob!.length).toBeGreaterThan(MIN_SMS_JOB);
    expect(fitSms(long, 'Short job', 'shorten')).toMatchObject({ shortenedJob: null, text: long('Short job') });
  });

  it('uses one … where the text is UCS-2 anyway', () => {
    const fitted = fitSms((job) => `Tāmaki ${g(40)} ${job}`, g(60), 'shorten');
    expect(fitted.length).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(fitted.shortenedJob).toMatch(/a…$/);
  });
});
