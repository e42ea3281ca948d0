import type { Role } from '../ports/auth.port.ts';
import { escapeHtml } from '../sdk/html.ts';
import { accountEmailButton, accountEmailHtml } from './account-email.ts';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** The outbox reference of a staff invitation's email. */
export const staffInvitationReference = (id: string) => `staff-invitation:${id}`;

/** The email that carries a staff invitation's link (an account email: the outbox hides its secret). */
export function invitationEmail(input: { businessName: string; inviter: string; role: Role; link: string }) {
  const subject = `${input.inviter} invited you to ${input.businessName} on Korero`;
  const what =
    input.role === 'technician'
      ? 'As a technician you can ask your customers for reviews from your phone and record your jobs.'
      : 'As a manager you can run reviews, invitations, follow-ups, jobs, teams and settings.';
  const text = [
    'Kia ora,',
    '',
    `${input.inviter} invited you to join ${input.businessName} on Korero. ${what}`,
    '',
    'Accept here (with the account you have, or a new one):',
    input.link,
    '',
    `The link works once and expires in ${INVITATION_DAYS} days. If you were not expecting this, ignore this email.`,
    '',
    'Ngā mihi,',
    'The Korero team',
  ].join('\n');
  const html = accountEmailHtml({
    subject,
    username: 'there',
    body: `          <p style="margin:0 0 24px;">${escapeHtml(input.inviter)} invited you to join <strong>${escapeHtml(input.businessName)}</strong> on Korero. ${escapeHtml(what)}</p>
          ${accountEmailButton(input.link, 'Accept the invitation')}
          <p style="margin:0 0 24px;font-size:14px;line-height:21px;color:#57534e;">The link works once and expires in ${INVITATION_DAYS} days. If you were not expecting this, ignore this email.</p>`,
  });
  return { subject, text, html };
}
