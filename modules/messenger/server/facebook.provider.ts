import { defineProvider, PermanentDeliveryError } from '@korero/core/sdk';
import { connectionService, facebookEnv, fromProviderSettings } from './facebook.ts';
import { GraphError } from './graph.ts';
import { webhookRoutes } from './webhook.routes.ts';

/** The review link is the message's last address; the rest is the button template's text. */
export function splitLink(text: string): { text: string; url: string | null } {
  const links = [...text.matchAll(/https?:\/\/\S+/g)];
  const last = links.at(-1);
  if (!last) return { text, url: null };
  return { text: `${text.slice(0, last.index)}${text.slice(last.index + last[0].length)}`.replace(/[ \t]+\n/g, '\n').trim(), url: last[0] };
}

/**
 * Messenger through the Graph API's Send API, from the business's own connected Page: a button template whose button
 * opens the review link. Chosen when FACEBOOK_APP_ID is set (with the rest of the Facebook settings). Its webhook is
 * at /api/webhooks/facebook.
 */
export default defineProvider({
  id: 'facebook',
  channel: 'messenger',
  title: 'Facebook Messenger',
  env: facebookEnv,
  impliedBy: ['FACEBOOK_APP_ID'],
  create(settings, deps) {
    const connections = connectionService(fromProviderSettings(settings), deps);
    return {
      channel: 'messenger',
      name: 'facebook',
      async deliver(message) {
        const held = message.businessId ? await connections.tokenFor(message.businessId) : null;
        if (!held) throw new PermanentDeliveryError("The business's Facebook Page is not connected (or needs connecting again).");
        const { text, url } = splitLink(message.text);
        try {
          if (!url) throw new PermanentDeliveryError('A Messenger invitation needs its review link.');
          // The message's subject is its button's title (the invites module writes it in the invitation's language).
          return await connections.sendThrough(held, message.to, text, url, message.subject);
        } catch (error) {
          if (!(error instanceof GraphError)) throw error;
          if (error.tokenInvalid) {
            await connections.markBroken(message.businessId!, held.pageName);
            throw new PermanentDeliveryError(
              `Facebook no longer accepts Korero's access to ${held.pageName}: connect the Page again in Settings.`,
            );
          }
          if (error.outsideWindow) {
            throw new PermanentDeliveryError('Meta refused it: the customer last messaged the Page over 24 hours ago.');
          }
          if (error.transient) throw error;
          throw new PermanentDeliveryError(error.message);
        }
      },
    };
  },
  routes: webhookRoutes,
});
