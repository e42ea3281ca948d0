import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AlertThresholds } from '@korero/config/alerts';
import type { AuthPort, ClockPort, Database, MessagingPort, MetricsPort, SystemSettingsPort } from '@korero/core/sdk';
import { nzDate, nzDay } from '@korero/core/sdk';
import { Alert } from './alert.entity.ts';
import { CHECKED_TYPES, findBreaches, type Breach } from './breaches.ts';

export interface AlertsDeps {
  db: Database;
  clock: ClockPort;
  metrics: MetricsPort;
  settings: SystemSettingsPort;
  messaging: MessagingPort;
  auth: AuthPort;
  thresholds: AlertThresholds;
  logger: FastifyBaseLogger;
  /** The address of the admin area's alerts page, for the email. */
  alertsUrl: string;
}

export interface AlertSummary {
  criticalAlerts: number;
  warningAlerts: number;
  infoAlerts: number;
  resolvedToday: number;
  totalAlerts: number;
}

export type AlertFilter = 'active' | 'resolved' | 'all';

/** How many of an administrator's accounts an alert email goes to, at most. */
const MAX_RECIPIENTS = 50;

const DEMO: Breach[] = [
  {
    alertType: 'LOW_UPTIME',
    severity: 'critical',
    title: 'Demo: low uptime',
    message: 'A demonstration alert: uptime over the last 24 hours fell to 97.2%. Nothing is wrong; clear demo alerts to remove it.',
  },
  {
    alertType: 'HIGH_ERROR_RATE',
    severity: 'warning',
    title: 'Demo: raised error rate',
    message: 'A demonstration alert: 3.1% of API requests in the last hour failed. Nothing is wrong; clear demo alerts to remove it.',
  },
  {
    alertType: 'HIGH_MEMORY_USAGE',
    severity: 'info',
    title: 'Demo: memory use climbing',
    message: 'A demonstration alert: a process is using more memory than usual. Nothing is wrong; clear demo alerts to remove it.',
  },
];

/** System alerts: raised by the system check, at most one open alert per breach, read and resolved by administrators. */
export class Alerts {
  readonly #d: AlertsDeps;

  constructor(deps: AlertsDeps) {
    this.#d = deps;
  }

  get thresholds(): AlertThresholds {
    return this.#d.thresholds;
  }

  list(filter: AlertFilter, limit: number): Promise<Alert[]> {
    const where = filter === 'active' ? { isResolved: false } : filter === 'resolved' ? { isResolved: true } : {};
    return this.#d.db.em.find(Alert, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  async summary(): Promise<AlertSummary> {
    const today = nzDay(nzDate(this.#d.clock.now()));
    const [row] = await this.#d.db.em.execute<Array<Record<string, string | number>>>(
      `select count(*) filter (where not is_resolved and severity = 'critical') as critical,
              count(*) filter (where not is_resolved and severity = 'warning') as warning,
              count(*) filter (where not is_resolved and severity = 'info') as info,
              count(*) filter (where is_resolved and resolved_at >= ? and resolved_at < ?) as resolved_today,
              count(*) as total
         from admin_alert`,
      [today.start, today.end],
    );
    const n = (v: unknown) => Number(v ?? 0);
    return {
      criticalAlerts: n(row?.critical),
      warningAlerts: n(row?.warning),
      infoAlerts: n(row?.info),
      resolvedToday: n(row?.resolved_today),
      totalAlerts: n(row?.total),
    };
  }

  async openCritical(): Promise<number> {
    return this.#d.db.em.count(Alert, { isResolved: false, severity: 'critical' });
  }

  /**
   * Reads the metrics, raises an alert for each new breach (an open alert of the same type stands for it), resolves
   * open alerts whose breach has ended, and emails administrators about new critical ones when the settings say so.
   */
  async check(): Promise<{ raised: Alert[]; resolved: number }> {
    const { metrics, thresholds } = this.#d;
    await metrics.flush();
    const [hour, day, system, emailProblem] = await Promise.all([
      metrics.summary(1, { errorRateLimit: thresholds.errorRatePercent }),
      metrics.summary(24, { errorRateLimit: thresholds.errorRatePercent }),
      metrics.system(),
      this.#emailProblem(),
    ]);
    const breaches = findBreaches({ hour, day, system, emailProblem }, thresholds);
    return this.#d.db.transaction(async (em) => {
      const raised: Alert[] = [];
      for (const breach of breaches) {
        const alert = await this.#insert(em, breach);
        if (alert) raised.push(alert);
      }
      const ended = CHECKED_TYPES.filter((type) => !breaches.some((b) => b.alertType === type));
      const resolved = ended.length
        ? await em.nativeUpdate(
            Alert,
            { isResolved: false, isDemo: false, alertType: { $in: ended } },
            { isResolved: true, resolvedAt: this.#d.clock.now(), resolvedBy: 'system' },
          )
        : 0;
      const critical = raised.filter((a) => a.severity === 'critical');
      if (critical.length && this.#d.settings.current().emailNotifications) await this.#email(critical);
      if (raised.length || resolved) {
        this.#d.logger.info({ raised: raised.map((a) => a.alertType), resolved }, 'system check changed the alerts');
      }
      return { raised, resolved };
    });
  }

  async generateDemo(): Promise<number> {
    const now = this.#d.clock.now().getTime();
    const em = this.#d.db.em;
    DEMO.forEach((breach, i) =>
      em.persist(
        em.create(Alert, {
          id: randomUUID(),
          ...breach,
          isRead: false,
          isResolved: false,
          resolvedAt: null,
          resolvedBy: null,
          isDemo: true,
          // A second apart, so the newest-first list keeps their order.
          createdAt: new Date(now - i * 1000),
        }),
      ),
    );
    await em.flush();
    return DEMO.length;
  }

  clearDemo(): Promise<number> {
    return this.#d.db.em.nativeDelete(Alert, { isDemo: true });
  }

  clearAll(): Promise<number> {
    return this.#d.db.em.nativeDelete(Alert, {});
  }

  /** Raises an alert for a breach found outside the system check (a failed backup); false when one is already open. */
  async raise(breach: Breach): Promise<boolean> {
    const raised = await this.#d.db.transaction(async (em) => {
      const alert = await this.#insert(em, breach);
      if (alert?.severity === 'critical' && this.#d.settings.current().emailNotifications) await this.#email([alert]);
      return alert !== null;
    });
    if (raised) this.#d.logger.warn({ alertType: breach.alertType }, 'alert raised');
    return raised;
  }

  /** Resolves the open alert of a type whose cause has gone (a backup that works again). */
  resolveType(alertType: string): Promise<number> {
    return this.#d.db.em.nativeUpdate(
      Alert,
      { isResolved: false, isDemo: false, alertType },
      { isResolved: true, resolvedAt: this.#d.clock.now(), resolvedBy: 'system' },
    );
  }

  /** Marks an alert read and/or resolved; null when there is no such alert. Resolving keeps the first resolvedAt. */
  async update(id: string, change: { isRead?: true | undefined; isResolved?: true | undefined }): Promise<Alert | null> {
    const em = this.#d.db.em;
    const alert = await em.findOne(Alert, { id });
    if (!alert) return null;
    if (change.isRead) alert.isRead = true;
    if (change.isResolved && !alert.isResolved) {
      alert.isResolved = true;
      alert.resolvedAt = this.#d.clock.now();
      alert.resolvedBy = 'admin';
    }
    await em.flush();
    return alert;
  }

  /** Inserts the breach's alert unless one of its type is open (the partial unique index decides, across processes). */
  async #insert(em: Database['em'], breach: Breach): Promise<Alert | null> {
    const id = randomUUID();
    const rows = await em.execute<Array<{ id: string }>>(
      `insert into admin_alert (id, title, message, severity, alert_type, is_read, is_resolved, is_demo, created_at)
       values (?, ?, ?, ?, ?, false, false, false, ?) on conflict do nothing returning id`,
      [id, breach.title, breach.message, breach.severity, breach.alertType, this.#d.clock.now()],
    );
    return rows.length ? em.findOneOrFail(Alert, { id }) : null;
  }

  async #emailProblem(): Promise<string | null> {
    if (!this.#d.settings.current().emailNotifications) return null;
    const { admins } = await this.#d.auth.accountCounts();
    if (admins === 0) return 'Email notifications for critical alerts are on, but there is no administrator account to send them to.';
    if (!this.#d.messaging.providers().email) {
      return 'Email notifications for critical alerts are on, but no email provider is configured (SMTP_URL), so alert emails wait in the outbox.';
    }
    return null;
  }

  async #email(alerts: Alert[]): Promise<void> {
    const { rows } = await this.#d.auth.listAccounts({ adminsOnly: true, page: 1, limit: MAX_RECIPIENTS });
    const site = this.#d.settings.current().siteName;
    const subject = alerts.length === 1 ? `[${site}] Critical alert: ${alerts[0]!.title}` : `[${site}] ${alerts.length} critical alerts`;
    const text = [
      `${site} raised ${alerts.length === 1 ? 'a critical alert' : `${alerts.length} critical alerts`}:`,
      '',
      ...alerts.map((a) => `- ${a.title}: ${a.message}`),
      '',
      `See and resolve alerts at ${this.#d.alertsUrl}`,
      'You get this because email notifications for critical alerts are on in the admin settings.',
    ].join('\n');
    for (const admin of rows) {
      await this.#d.messaging.send({ channel: 'email', to: admin.email, subject, text, businessId: null, purpose: 'admin-alert' });
    }
  }
}
