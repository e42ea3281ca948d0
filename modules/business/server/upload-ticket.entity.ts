import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A single-use, short-lived permission to PUT one file (the upload URL's token, stored as its SHA-256). It also
 * records which business owns the object, so a logo path can only be saved by the business that uploaded it.
 */
export const UploadTicket = defineEntity({
  name: 'BusinessUploadTicket',
  tableName: 'business_upload_ticket',
  properties: {
    id: p.string().length(64).primary(),
    businessId: p.uuid().index(),
    objectKey: p.string().length(200).unique(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});
export type UploadTicket = InferEntity<typeof UploadTicket>;
