/**
 * The reviews module's words for customers, per language (decision 0050): edit the PO files, then `lingui compile`
 * (the build runs it) writes en.ts and mi.ts from them.
 */
import { translator, type Catalogues } from '@korero/core/i18n';
import { messages as en } from './en.ts';
import { messages as mi } from './mi.ts';

export const catalogues: Catalogues = { en, mi };

/** The English words, for what is English whatever the page (the owner's screens, tests naming a statement). */
export const english = translator(catalogues, 'en');
