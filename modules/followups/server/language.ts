import type { LanguageChoice } from '@korero/core/contract';
import type { Translator } from '@korero/core/i18n';
import type { BusinessDirectory, PublicBusinessProfile } from '@korero/module-business/contract';
import type { InvitesDirectory } from '@korero/module-invites/contract';

/**
 * The language Korero writes to a follow-up's customer in (issue 48): its invitation's, as the review page was; else
 * (an answer through the business's public link, or an invitation since deleted) the business's choice in Settings.
 */
export async function followUpLanguage(
  deps: { invites: InvitesDirectory; business: BusinessDirectory },
  row: { business_id: string; invite_id: string | null },
  /** The business's profile when the caller has read it already. */
  profile?: Pick<PublicBusinessProfile, 'language'> | null,
): Promise<LanguageChoice> {
  const [invitation] = row.invite_id ? await deps.invites.contacts(row.business_id, [row.invite_id]) : [];
  if (invitation) return invitation.language;
  return (profile === undefined ? await deps.business.profile(row.business_id) : profile)?.language ?? 'en';
}

/**
 * What a text to the customer starts with (issue 48): nothing in English; in te reo or both, Korero's greeting in te
 * reo, as an invitation with the owner's own text has. The rest of a text is the owner's words, never translated.
 */
export const smsGreeting = (korero: Translator): string => (korero.choice === 'en' ? '' : korero.in('mi', 'sms.greeting'));
