import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ClockPort, Database, StoragePort } from '@korero/core/sdk';
import { badRequest, cleanImage, forbidden, notFound } from '@korero/core/sdk';
import { logoKeyFromUrl, logoUrlFromKey } from './logo-paths.ts';
import type { ProfileService } from './profile.service.ts';
import { UploadTicket } from './upload-ticket.entity.ts';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** Logos are shown at most a few hundred pixels wide; the page needs no more. */
const LOGO_MAX_SIDE = 1024;
const TICKET_MINUTES = 10;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Logo uploads the way a cloud bucket does them: ask for a short-lived, single-use upload URL, PUT the bytes to it,
 * then save the public path on the profile. Only Korero's own paths, uploaded by this business, can be saved.
 */
export class LogoService {
  private readonly db: Database;
  private readonly storage: StoragePort;
  private readonly clock: ClockPort;
  private readonly profiles: ProfileService;

  constructor(db: Database, storage: StoragePort, clock: ClockPort, profiles: ProfileService) {
    this.db = db;
    this.storage = storage;
    this.clock = clock;
    this.profiles = profiles;
  }

  async ticket(businessId: string): Promise<{ uploadURL: string; logoUrl: string }> {
    const token = randomBytes(24).toString('base64url');
    const key = `logos/${randomUUID()}`;
    const now = this.clock.now();
    this.db.em.create(UploadTicket, {
      id: hash(token),
      businessId,
      objectKey: key,
      expiresAt: new Date(now.getTime() + TICKET_MINUTES * 60_000),
      usedAt: null,
      createdAt: now,
    });
    await this.db.em.flush();
    return { uploadURL: `/api/uploads/logo/${token}`, logoUrl: logoUrlFromKey(key)! };
  }

  /** PUT to the upload URL: checks the ticket, then stores the logo re-encoded with no metadata (the SDK's cleanImage). */
  async receive(token: string, bytes: Buffer): Promise<void> {
    const ticket = await this.db.em.findOne(UploadTicket, { id: hash(token) });
    if (!ticket || ticket.usedAt || ticket.expiresAt <= this.clock.now()) {
      throw forbidden('This upload link has expired or was already used. Ask for a new one and try again.');
    }
    // Too many bytes or pixels: 413; not a readable PNG, JPEG or WebP: 400. The ticket stays unused, so the owner can retry.
    const logo = await cleanImage(bytes, {
      label: 'The logo',
      kind: 'a logo',
      types: ['image/png', 'image/jpeg', 'image/webp'],
      maxBytes: LOGO_MAX_BYTES,
      maxSide: LOGO_MAX_SIDE,
    });
    // Claimed before storing, so two PUTs racing on one URL cannot both succeed.
    const claimed = await this.db.em.nativeUpdate(UploadTicket, { id: ticket.id, usedAt: null }, { usedAt: this.clock.now() });
    if (claimed !== 1) throw forbidden('This upload link has expired or was already used. Ask for a new one and try again.');
    await this.storage.put(ticket.objectKey, logo.bytes, logo.type);
  }

  /** PATCH /api/profile/logo: "" removes the logo; anything else must be this business's uploaded logo. */
  async attach(businessId: string, logoUrl: string): Promise<string | null> {
    let key: string | null = null;
    if (logoUrl !== '') {
      key = logoKeyFromUrl(logoUrl);
      if (!key) throw badRequest('logoUrl must be a logo uploaded to Korero (/public-objects/logos/…), or empty to remove it.');
      const ticket = await this.db.em.findOne(UploadTicket, { objectKey: key, businessId });
      if (!ticket?.usedAt || !(await this.storage.get(key))) throw notFound('That logo was not uploaded by this business.');
    }
    const previous = await this.profiles.setLogo(businessId, key);
    if (previous && previous !== key) await this.storage.delete(previous);
    return logoUrlFromKey(key);
  }

  /** Every file this business uploaded (account deletion). */
  async deleteBusiness(businessId: string): Promise<void> {
    const tickets = await this.db.em.find(UploadTicket, { businessId });
    for (const t of tickets) await this.storage.delete(t.objectKey);
    await this.db.em.nativeDelete(UploadTicket, { businessId });
  }
}
