import { z } from 'zod';
import type { ClockPort, Database } from '@korero/core/sdk';
import { secretBox } from '@korero/core/sdk';
import { ConnectionService } from './connection.service.ts';
import type { MessengerEnv } from './env.ts';
import { Graph } from './graph.ts';

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  verifyToken: string;
  graphUrl: string;
  keys: string[];
}

/** The provider's view of the same variables (the module's own settings, env.ts, have already checked each one's format). */
export const facebookEnv = z.object({
  FACEBOOK_APP_ID: z.string().min(1),
  FACEBOOK_APP_SECRET: z.string().min(1),
  FACEBOOK_VERIFY_TOKEN: z.string().min(1),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),
  SECRETS_KEY: z.string().min(1),
});

export function fromProviderSettings(s: z.output<typeof facebookEnv>): FacebookSettings {
  return {
    appId: s.FACEBOOK_APP_ID,
    appSecret: s.FACEBOOK_APP_SECRET,
    verifyToken: s.FACEBOOK_VERIFY_TOKEN,
    graphUrl: s.FACEBOOK_GRAPH_URL,
    keys: s.SECRETS_KEY.split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  };
}

/** The Facebook app's settings, when this Korero has them (start-up checks they come all together, with SECRETS_KEY). */
export function facebookSettings(env: Readonly<MessengerEnv>): FacebookSettings | null {
  const { FACEBOOK_APP_ID: appId, FACEBOOK_APP_SECRET: appSecret, FACEBOOK_VERIFY_TOKEN: verifyToken, SECRETS_KEY: keys } = env;
  if (!appId || !appSecret || !verifyToken || !keys?.length) return null;
  return { appId, appSecret, verifyToken, keys, graphUrl: env.FACEBOOK_GRAPH_URL };
}

/** A ConnectionService over the module's tables: the module's routes, the Messenger provider and its webhook each make one. */
export function connectionService(
  settings: FacebookSettings,
  deps: { db: Database; clock: ClockPort; publicUrl: string; logger: ConstructorParameters<typeof ConnectionService>[0]['logger'] },
): ConnectionService {
  return new ConnectionService({
    ...deps,
    graph: new Graph(settings.graphUrl, settings.appId, settings.appSecret),
    box: secretBox(settings.keys),
  });
}
