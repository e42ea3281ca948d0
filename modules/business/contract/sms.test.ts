import { describe, expect, it } from 'vitest';
import { smsLength } from '@korero/core/contract';
import { translator } from '@korero/core/i18n';
import { catalogues } from './locales/index.ts';
import {
  BRAND_GREETING,
  DEFAULT_SMS_MESSAGE,
  DEFAULT_SMS_MESSAGE_MI,
  fillSmsTemplate,
  inviteSms,
  plainLettersName,
  smsTemplateIn,
  STOP_LINE,
  TE_REO_GREETING,
  withStopLine,
} from './sms.ts';

const g = (n: number) => 'a'.repeat(n);

describe('the default text', () => {
  const link = `https://app.korero.co.nz/r/${'A'.repeat(16)}`;
  it('fits one segment with a 30-character name and a 20-character job on a real domain', () => {
    const text = fillSmsTemplate(DEFAULT_SMS_MESSAGE, { businessName: g(30), job: g(20), link });
    expect(smsLength(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
    expect(text.startsWith('Hi from Korero! ')).toBe(true);
    expect(text.endsWith('Reply STOP to opt out.')).toBe(true);
  });

  it('with a 40-character name and job: shortened to one text, or sent whole as two', () => {
    const values = { businessName: "Mike's Plumbing & Drainage Wellington Lt", job: 'Blocked drain cleared and downpipe repai', link };
    expect(values.businessName).toHaveLength(40);
    expect(values.job).toHaveLength(40);
    expect(inviteSms(DEFAULT_SMS_MESSAGE, values, 'shorten').length.segments).toBe(1);
    expect(inviteSms(DEFAULT_SMS_MESSAGE, values, 'split')).toMatchObject({ shortenedJob: null, length: { segments: 2 } });
  });

  it('fills each placeholder once: a name that reads "[link]" stays as written', () => {
    expect(fillSmsTemplate('[business name] [job] [link]', { businessName: '[link]', job: '[job]', link: 'L' })).toBe(
      '[link] [job] L Reply STOP to opt out.',
    );
  });
});

describe('plainLettersName', () => {
  it('takes the marks off a name for its texts, or says it cannot be plain letters', () => {
    expect(plainLettersName('Ngā Hau E Whā')).toBe('Nga Hau E Wha');
    expect(plainLettersName('Mike’s Plumbing')).toBe("Mike's Plumbing");
    expect(plainLettersName('🦕')).toBeNull();
  });
});

describe('the default text in each language (issue 48)', () => {
  it("is the catalogue's: English as the constant the settings show, te reo with Korero's greeting and the STOP line", () => {
    const english = translator(catalogues, 'en');
    expect(withStopLine(english.t('sms.default'))).toBe(DEFAULT_SMS_MESSAGE);
    expect(english.t('sms.greeting')).toBe(BRAND_GREETING);
    expect(DEFAULT_SMS_MESSAGE_MI.startsWith(TE_REO_GREETING)).toBe(true);
    expect(DEFAULT_SMS_MESSAGE_MI.endsWith(STOP_LINE)).toBe(true);
  });

  it("keeps an owner's own words as written: te reo and both only change Korero's greeting", () => {
    const own = `${BRAND_GREETING}Thanks from Mere! [link] ${STOP_LINE}`;
    expect(smsTemplateIn({ template: own, custom: true }, 'en')).toBe(own);
    expect(smsTemplateIn({ template: own, custom: true }, 'mi')).toBe(`${TE_REO_GREETING}Thanks from Mere! [link] ${STOP_LINE}`);
    expect(smsTemplateIn({ template: DEFAULT_SMS_MESSAGE, custom: false }, 'mi')).toBe(DEFAULT_SMS_MESSAGE_MI);
    // The owner's own te reo text, when they wrote one, for te reo alone: both keeps the English text.
    const ownMi = `${TE_REO_GREETING}Ngā mihi nā Mere! [link] ${STOP_LINE}`;
    expect(smsTemplateIn({ template: own, custom: true, templateMi: ownMi }, 'mi')).toBe(ownMi);
    expect(smsTemplateIn({ template: own, custom: true, templateMi: ownMi }, 'both')).toBe(
      `${TE_REO_GREETING}Thanks from Mere! [link] ${STOP_LINE}`,
    );
    expect(smsTemplateIn({ template: own, custom: true, templateMi: ownMi }, 'en')).toBe(own);
    expect(smsTemplateIn({ template: DEFAULT_SMS_MESSAGE, custom: false }, 'both')).toBe(
      `${TE_REO_GREETING}${DEFAULT_SMS_MESSAGE.slice(BRAND_GREETING.length)}`,
    );
  });
});
