import { z } from 'zod';
import { businessSecurityAnswer } from '../contract/two-factor.ts';
import type { AuditPort } from '../ports/audit.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import type { SessionAuth } from './auth.adapter.ts';
import type { TwoFactorPolicy } from './two-factor-policy.ts';

const securityBody = z.object({ staffTwoFactor: z.boolean({ error: 'Say whether staff must use two-factor sign-in (true or false)' }) });

/** GET/PUT /api/businesses/security: an owner may ask their staff to use two-factor sign-in. */
export async function businessSecurityRoutes(
  app: ModuleApp,
  deps: { auth: SessionAuth; policy: TwoFactorPolicy; audit: AuditPort },
): Promise<void> {
  const { auth, policy, audit } = deps;
  const tags = ['identity'];

  app.get(
    '/businesses/security',
    {
      schema: {
        summary: "Get whether the business's staff must use two-factor sign-in",
        operationId: 'getBusinessSecurity',
        tags,
        response: { 200: businessSecurityAnswer },
      },
      config: { capability: 'staff' },
    },
    async (request) => ({ data: { staffTwoFactor: await policy.staffRequired(auth.user(request).businessId) } }),
  );

  app.put(
    '/businesses/security',
    {
      schema: {
        summary: "Set whether the business's staff must use two-factor sign-in",
        description: 'Staff without it are asked to set it up before using anything but their own account.',
        operationId: 'setBusinessSecurity',
        tags,
        body: securityBody,
        response: { 200: businessSecurityAnswer },
      },
      config: { capability: 'staff' },
    },
    async (request) => {
      const user = auth.user(request);
      await policy.setStaffRequired(user.businessId, request.body.staffTwoFactor);
      await audit.record(request, {
        action: 'security.staff_two_factor',
        targetType: 'account',
        targetId: user.businessId,
        details: {
          message: `${user.username} ${request.body.staffTwoFactor ? 'asked staff to use' : 'stopped asking staff to use'} two-factor sign-in.`,
        },
      });
      return { data: { staffTwoFactor: request.body.staffTwoFactor } };
    },
  );
}
