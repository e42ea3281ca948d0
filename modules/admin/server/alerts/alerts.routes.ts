import type { AuditPort, ModuleApp } from '@korero/core/sdk';
import { isUuid, notFound } from '@korero/core/sdk';
import { countOf } from '@korero/core/contract';
import {
  alertPatchAnswer,
  alertPatchBody,
  alertsAnswer,
  alertsClearedAnswer,
  alertsGeneratedAnswer,
  alertsQuery,
  idParams,
  type AdminAlert,
} from '../../contract/api.ts';
import type { Alert } from './alert.entity.ts';
import type { Alerts } from './alerts.service.ts';

const admin = { access: 'admin' as const };

function toAnswer(a: Alert): AdminAlert {
  return {
    id: a.id,
    title: a.title,
    message: a.message,
    severity: a.severity as AdminAlert['severity'],
    alertType: a.alertType,
    isRead: a.isRead,
    isResolved: a.isResolved,
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
    resolvedBy: (a.resolvedBy as AdminAlert['resolvedBy']) ?? null,
    isDemo: a.isDemo,
    createdAt: a.createdAt.toISOString(),
  };
}

/** /api/admin/alerts: the list with its summary, the system check, demo alerts, clearing, read and resolve. */
export async function alertRoutes(app: ModuleApp, deps: { alerts: Alerts; audit: AuditPort }): Promise<void> {
  const { alerts, audit } = deps;

  app.get(
    '/admin/alerts',
    { config: admin, schema: { summary: 'List alerts', querystring: alertsQuery, response: { 200: alertsAnswer } } },
    async (request) => {
      const [rows, summary] = await Promise.all([alerts.list(request.query.status, request.query.limit), alerts.summary()]);
      return { data: rows.map(toAnswer), summary, thresholds: alerts.thresholds };
    },
  );

  app.post(
    '/admin/alerts/system-check',
    {
      config: admin,
      schema: { summary: 'Run the system check now', operationId: 'runSystemCheck', response: { 200: alertsGeneratedAnswer } },
    },
    async (request) => {
      const { raised, resolved } = await alerts.check();
      await audit.record(request, {
        action: 'alerts.system_check',
        targetType: 'alert',
        targetId: null,
        details: {
          message: raised.length
            ? `System check raised ${raised.map((a) => a.title).join(', ')}`
            : `System check found nothing new${resolved ? `; ${resolved} ended and ${resolved === 1 ? 'was' : 'were'} resolved` : ''}`,
          raised: raised.map((a) => a.alertType),
          resolved,
        },
      });
      return { data: { alertsGenerated: raised.length } };
    },
  );

  app.post(
    '/admin/alerts/generate-demo',
    {
      config: admin,
      schema: { summary: 'Create demonstration alerts', operationId: 'createDemoAlerts', response: { 200: alertsGeneratedAnswer } },
    },
    async (request) => {
      const alertsGenerated = await alerts.generateDemo();
      await audit.record(request, {
        action: 'alerts.demo_generated',
        targetType: 'alert',
        targetId: null,
        details: { message: `Generated ${alertsGenerated} demo alerts` },
      });
      return { data: { alertsGenerated } };
    },
  );

  app.delete(
    '/admin/alerts/clear-demo',
    {
      config: admin,
      schema: { summary: 'Clear the demonstration alerts', operationId: 'clearDemoAlerts', response: { 200: alertsClearedAnswer } },
    },
    async (request) => {
      const alertsCleared = await alerts.clearDemo();
      await audit.record(request, {
        action: 'alerts.demo_cleared',
        targetType: 'alert',
        targetId: null,
        details: { message: `Cleared ${alertsCleared} demo alerts` },
      });
      return { data: { alertsCleared } };
    },
  );

  app.delete(
    '/admin/alerts/clear-all',
    { config: admin, schema: { summary: 'Clear all alerts', response: { 200: alertsClearedAnswer } } },
    async (request) => {
      const alertsCleared = await alerts.clearAll();
      await audit.record(request, {
        action: 'alerts.cleared',
        targetType: 'alert',
        targetId: null,
        details: { message: `Cleared ${countOf(alertsCleared, 'alert', 'alerts')}` },
      });
      return { data: { alertsCleared } };
    },
  );

  app.patch(
    '/admin/alerts/:id',
    {
      config: admin,
      schema: {
        summary: 'Acknowledge or resolve an alert',
        operationId: 'updateAlert',
        params: idParams,
        body: alertPatchBody,
        response: { 200: alertPatchAnswer },
      },
    },
    async (request) => {
      const { isRead, isResolved } = request.body;
      const alert = isUuid(request.params.id) ? await alerts.update(request.params.id, { isRead, isResolved }) : null;
      if (!alert) throw notFound('No such alert: it may have been cleared.');
      await audit.record(request, {
        action: isResolved ? 'alert.resolved' : 'alert.read',
        targetType: 'alert',
        targetId: alert.id,
        details: { message: `${isResolved ? 'Resolved' : 'Marked read'}: ${alert.title}` },
      });
      return { data: toAnswer(alert) };
    },
  );
}
