/**
 * The invites module's words for customers, per language (decision 0050): the privacy notice's sentence on where the
 * details came from (and a first message's), the invitation and reminder emails, the reminder text and the Messenger
 * invitation.
 * Edit the PO files; `lingui compile` (the build runs it) writes en.ts and mi.ts from them.
 */
import type { Catalogues } from '@korero/core/i18n';
import { messages as en } from './en.ts';
import { messages as mi } from './mi.ts';

export const catalogues: Catalogues = { en, mi };
