/**
 * Korero's own words in the presets (the criteria, feedback points and placeholders) and its default experience prompt,
 * per language (issue 48, decision 0050). The ids are the English texts themselves: a business's text is Korero's
 * exactly when it is an id here. Edit the PO
 * files; `lingui compile` (the build runs it) writes en.ts and mi.ts from them.
 */
import { messages as en } from './en.ts';
import { messages as mi } from './mi.ts';

export const catalogues = { en, mi };
