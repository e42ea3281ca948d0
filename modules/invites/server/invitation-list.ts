import type { MessageChannel, MessageRecord, SessionUser } from '@korero/core/sdk';
import { deliveryOf, pagination } from '@korero/core/sdk';
import { Invitation } from './invitation.entity.ts';
import type { InvitationLinks, InvitesDeps } from './invites-deps.ts';

/** Who may see an invitation: a technician their own; owners and managers (and API keys) every one of the business's. */
const visibleTo = (user: SessionUser) =>
  user.role === 'technician' ? { businessId: user.businessId, createdBy: user.id } : { businessId: user.businessId };

/** A page of the invitations `user` may see (a technician's own), newest first; one of them by id with `id`. */
export async function invitationPage(
  deps: Pick<InvitesDeps, 'db' | 'messaging' | 'reminders'>,
  links: Pick<InvitationLinks, 'reviewUrl'>,
  user: SessionUser,
  page: number,
  limit: number,
  id?: string,
) {
  const businessId = user.businessId;
  const [rows, total] = await deps.db.em.findAndCount(Invitation, id ? { ...visibleTo(user), id } : visibleTo(user), {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit,
    offset: (page - 1) * limit,
  });
  const [messages, reminders] = await Promise.all([
    deps.messaging.byReferences(rows.map((r) => r.id)),
    deps.reminders.states(
      businessId,
      rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt,
        completedAt: r.completedAt ?? null,
        cancelledAt: r.cancelledAt ?? null,
        messaged: r.sendSms || r.sendEmail,
      })),
    ),
  ]);
  const providers = deps.messaging.providers();
  const byInvite = new Map<string, MessageRecord[]>();
  for (const m of messages) if (m.reference) byInvite.set(m.reference, [...(byInvite.get(m.reference) ?? []), m]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      token: r.token,
      reviewUrl: links.reviewUrl(r.token),
      customerName: r.customerName,
      customerEmail: r.customerEmail ?? null,
      customerPhone: r.customerPhone ?? null,
      jobDescription: r.jobDescription,
      jobLocation: r.jobLocation,
      teamMembers: r.teamMembers,
      createdAt: r.createdAt.toISOString(),
      openedAt: r.openedAt?.toISOString() ?? null,
      completedAt: r.completedAt?.toISOString() ?? null,
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
      reminder: reminders.get(r.id)!,
      consent: r.consentAt ? { at: r.consentAt.toISOString(), channels: r.consentChannels ?? [] } : null,
      channels: (byInvite.get(r.id) ?? []).map((m) => ({
        channel: m.channel as MessageChannel,
        status: m.status,
        delivery: deliveryOf(m, providers).delivery,
        error: m.error,
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    })),
    pagination: pagination(page, limit, total),
  };
}
