/**
 * The showcase module's words for the public page and the widget, per language (decision 0050): edit the PO files,
 * then `lingui compile` (the build runs it) writes en.ts and mi.ts from them.
 */
import type { Catalogues } from '@korero/core/i18n';
import { messages as en } from './en.ts';
import { messages as mi } from './mi.ts';

export const catalogues: Catalogues = { en, mi };
