/**
 * The follow-ups module's words for customers, per language (decision 0050): the customer's follow-up page and what
 * Korero wraps round an owner's reply. Edit the PO files; `lingui compile` (the build runs it) writes en.ts and mi.ts.
 */
import type { Catalogues } from '@korero/core/i18n';
import { messages as en } from './en.ts';
import { messages as mi } from './mi.ts';

export const catalogues: Catalogues = { en, mi };
