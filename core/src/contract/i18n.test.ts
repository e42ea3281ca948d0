import { describe, expect, it } from 'vitest';
import { translator, type Catalogues } from './i18n.ts';

const catalogues: Catalogues = { en: { thanks: 'Thank you, {name}' }, mi: { thanks: 'Kia ora, {name}' } };

describe('translator', () => {
  it('is made once per catalogue set and choice, and each call still answers in its own language', () => {
    const mi = translator(catalogues, 'mi');
    const en = translator(catalogues, 'en');
    expect(translator(catalogues, 'mi')).toBe(mi);
    // The shared I18n switches language on every call: interleaved calls never borrow each other's.
    expect(mi.t('thanks', { name: 'Aroha' })).toBe('Kia ora, Aroha');
    expect(en.t('thanks', { name: 'Aroha' })).toBe('Thank you, Aroha');
    expect(mi.t('thanks', { name: 'Mere' })).toBe('Kia ora, Mere');
    expect(translator(catalogues, 'both').t('thanks', { name: 'Sione' })).toBe('Kia ora, Sione / Thank you, Sione');
    expect(en.in('mi', 'thanks', { name: 'Wiremu' })).toBe('Kia ora, Wiremu');
    expect(en.t('thanks', { name: 'Wiremu' })).toBe('Thank you, Wiremu');
  });
});
