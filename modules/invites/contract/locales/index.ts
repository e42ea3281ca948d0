/**
 * The invites module's words for customers, per language (decision 0050): the privacy notice's sentence on where the
 * details came from, the invitation and reminder emails, and the reminder text.
 * Edit the PO files; `lingui compile` (the build runs it) writes en.ts and mi.ts from them.
 */
import type { Catalogues } from '@korero/core/i18n';
import { messages as en } from './en.ts';
import { messages as mi } from './mi.ts';

export const catalogues: Catalogues = { en, mi };
