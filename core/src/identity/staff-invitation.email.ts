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

/**
 * To an address that already has an account, when a new account was asked for with an invitation sent to it: sign in
 * with the account you have, then open the link again (the link's holder was told only to check this inbox).
 */
export function invitedHolderEmail(input: { username: string; businessName: string; link: string; signIn: string }) {
  const subject = `Join ${input.businessName} on Korero with the account you have`;
  const text = [
    `Kia ora ${input.username},`,
    '',
    `Someone opened your invitation to ${input.businessName} and asked for a new Korero account. This email address already has one: yours, with the username ${input.username}.`,
    '',
    'To join, sign in first:',
    input.signIn,
    '',
    'then open the invitation link again:',
    input.link,
    '',
    'If it was not you, you need do nothing: no account was made.',
    '',
    'Ngā mihi,',
    'The Korero team',
  ].join('\n');
  const html = accountEmailHtml({
    subject,
    username: input.username,
    body: `          <p style="margin:0 0 24px;">Someone opened your invitation to <strong>${escapeHtml(input.businessName)}</strong> and asked for a new Korero account. This email address already has one: yours, with the username <strong>${escapeHtml(input.username)}</strong>.</p>
          <p style="margin:0 0 24px;">To join, sign in first, then open the invitation link again.</p>
          ${accountEmailButton(input.signIn, 'Sign in')}
          <p style="margin:0 0 24px;font-size:14px;line-height:21px;color:#57534e;">The invitation link: <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a><br>If it was not you, you need do nothing: no account was made.</p>`,
  });
  return { subject, text, html };
}
