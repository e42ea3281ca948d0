/**
 * The kernel's words for customers, per language (decision 0050): the email unsubscribe pages.
 * Edit the PO files; `lingui compile` (the build runs it) writes en.ts and mi.ts from them.
 */
import type { Catalogues } from '../src/contract/i18n.ts';
import { messages as en } from './en.ts';
import { messages as mi } from './mi.ts';

export const catalogues: Catalogues = { en, mi };
