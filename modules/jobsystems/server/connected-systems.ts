import { clockPort, secretBox, type Database, type LifecycleContext } from '@korero/core/sdk';
import { jobSystemsEnvOf } from './env.ts';
import { FergusApi } from './fergus/fergus-api.ts';
import { FergusConnections } from './fergus/fergus-connection.ts';
import { OAuthConnections } from './oauth-connections.ts';
import { servicem8Settings, xeroSettings } from './settings.ts';
import { ServiceM8Api } from './servicem8/servicem8-api.ts';
import { XeroApi } from './xero/xero-api.ts';

/** What building the connections needs of a module context (its lifecycle's or its setup's). */
export type SystemsContext = Pick<LifecycleContext, 'env' | 'settings' | 'publicUrl' | 'get'> & {
  logger: { warn(o: object, m: string): void };
};

export interface JobSystems {
  xero: { connections: OAuthConnections; api: XeroApi } | null;
  servicem8: { connections: OAuthConnections; api: ServiceM8Api } | null;
  /** Each business's own token: offered wherever SECRETS_KEY is set. */
  fergus: FergusConnections | null;
}

/** The systems this Korero offers (each with its settings and SECRETS_KEY), with their connections. */
export function jobSystems(ctx: SystemsContext, db: Database): JobSystems {
  const env = jobSystemsEnvOf(ctx);
  const key = env.SECRETS_KEY;
  if (!key?.length) return { xero: null, servicem8: null, fergus: null };
  const deps = { db, clock: ctx.get(clockPort), box: secretBox(key), logger: ctx.logger };
  const xero = xeroSettings(env);
  const servicem8 = servicem8Settings(env);
  const xeroApi = xero ? new XeroApi(xero, `${ctx.publicUrl}/api/job-systems/xero/callback`) : null;
  const sm8Api = servicem8
    ? new ServiceM8Api(servicem8, {
        redirectUri: `${ctx.publicUrl}/api/job-systems/servicem8/callback`,
        hookUrl: (secret) => `${ctx.publicUrl}/api/webhooks/servicem8?hook=${secret}`,
      })
    : null;
  return {
    xero: xeroApi ? { api: xeroApi, connections: new OAuthConnections({ ...deps, system: xeroApi }) } : null,
    servicem8: sm8Api ? { api: sm8Api, connections: new OAuthConnections({ ...deps, system: sm8Api }) } : null,
    fergus: new FergusConnections({ ...deps, api: new FergusApi(env.FERGUS_API_BASE_URL) }),
  };
}
