import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An owner's account. Its id is also the id of the business it owns. */
export const User = defineEntity({
  name: 'CoreUser',
  tableName: 'core_user',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    username: p.string().length(50),
    /**
     * The username folded (usernameKey: NFKC and case): sign-in ignores case and width, and neither "Aroha" nor the
     * fullwidth "Ａｒｏｈａ" can sign up beside "aroha".
     */
    usernameKey: p.string().length(150).unique(),
    email: p.string().length(254),
    /** The person's own name as others read it ("Aroha Ngata"): invitations and staff lists name them by it. */
    displayName: p.string().length(80).nullable(),
    emailKey: p.string().length(254).unique(),
    passwordHash: p.text().hidden().lazy(),
    isAdmin: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastLoginAt: p.datetime().nullable(),
  },
});
export type User = InferEntity<typeof User>;
