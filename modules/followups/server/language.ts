import type { LanguageChoice } from '@korero/core/contract';
import type { PublicBusinessProfile } from '@korero/module-business/contract';
import type { InvitesDirectory } from '@korero/module-invites/contract';

/**
 * The language Korero writes to a follow-up's customer in (issue 48): its invitation's, as the review page was; else
 * (an answer through the business's public link, or an invitation since deleted) the business's choice in Settings.
 */
export async function followUpLanguage(
  invites: InvitesDirectory,
  row: { business_id: string; invite_id: string | null },
  profile: Pick<PublicBusinessProfile, 'language'> | null,
): Promise<LanguageChoice> {
  const [invitation] = row.invite_id ? await invites.contacts(row.business_id, [row.invite_id]) : [];
  return invitation?.language ?? profile?.language ?? 'en';
}
