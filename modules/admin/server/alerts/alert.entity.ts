import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Something an administrator should look at, raised by a system check (or made up, flagged as a demo). */
export const Alert = defineEntity({
  name: 'AdminAlert',
  tableName: 'admin_alert',
  properties: {
    id: p.uuid().primary(),
    title: p.string().length(120),
    message: p.text(),
    /** critical, warning or info. */
    severity: p.string().length(10),
    /** What was checked: HIGH_ERROR_RATE, LOW_UPTIME, HIGH_MEMORY_USAGE, … */
    alertType: p.string().length(40),
    isRead: p.boolean().default(false),
    isResolved: p.boolean().default(false),
    resolvedAt: p.datetime().nullable(),
    /** How it was resolved: by an administrator, or by the system check when the breach ended. */
    resolvedBy: p.string().length(20).nullable(),
    /** Demo alerts are cleared on their own, touching nothing real. */
    isDemo: p.boolean().default(false),
    createdAt: p.datetime(),
  },
  indexes: [
    { name: 'admin_alert_created_index', properties: ['createdAt'] },
    {
      name: 'admin_alert_open_unique',
      expression: `create unique index "admin_alert_open_unique" on "admin_alert" ("alert_type") where not "is_resolved" and not "is_demo"`,
    },
  ],
});
export type Alert = InferEntity<typeof Alert>;
