/**
 * The admin area's HTTP contract (settings-insights-admin.md §7 Admin): zod schemas for every /api/admin route's
 * input and answer. Zod only, so the admin front end imports it too.
 */
import { z } from 'zod';
import { calendarDate, isoDate, pageQuery, paginationAnswer, systemSettingsSchema } from '@korero/core/contract';

export const ADMIN_TIERS = ['free', 'professional', 'business', 'enterprise'] as const;
export const ADMIN_STATUSES = ['active', 'paused', 'canceled', 'past_due'] as const;

export const idParams = z.object({ id: z.string().max(64) });

export const statsAnswer = z.strictObject({
  data: z.strictObject({
    totalUsers: z.number().int(),
    /** Active paid subscriptions, test checkouts not included. */
    activeSubscriptions: z.number().int(),
    /** NZD paid through checkouts completed today (New Zealand time), test checkouts not included. */
    todayRevenue: z.number(),
    totalReviews: z.number().int().nullable().describe('null when the reviews module is off'),
    criticalAlerts: z.number().int().describe('unresolved critical alerts'),
    /**
     * NZD a month from what active subscribers pay: a yearly plan ÷ 12, a first-payment discount while the period it
     * paid for lasts, a plan an administrator assigned at its price in config/plans.ts. Test checkouts not included.
     */
    monthlyRecurringRevenue: z.number(),
    /** Plans bought through the local test checkout, which takes no money: the same figures, kept apart. */
    testCheckouts: z.strictObject({
      subscriptions: z.number().int(),
      monthlyRecurringRevenue: z.number(),
      todayRevenue: z.number(),
    }),
  }),
});

export const subscribersQuery = pageQuery.extend({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});

export const subscriberAnswer = z.strictObject({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  businessName: z.string().nullable(),
  businessPhone: z.string().nullable(),
  googlePlaceId: z.string().nullable(),
  subscriptionTier: z.string(),
  subscriptionStatus: z.string(),
  isAdmin: z.boolean(),
  createdAt: isoDate,
  lastLoginAt: isoDate.nullable(),
  /** The businesses the person belongs to (their own, staff places, businesses they started), with their role. */
  memberships: z.array(
    z.strictObject({
      businessId: z.string(),
      businessName: z.string().nullable(),
      role: z.enum(['owner', 'manager', 'technician']),
      lastSeenAt: isoDate.nullable(),
    }),
  ),
});
export type Subscriber = z.infer<typeof subscriberAnswer>;

export const subscribersAnswer = z.strictObject({
  data: z.strictObject({ subscribers: z.array(subscriberAnswer), pagination: paginationAnswer }),
});

export const tierBody = z.object({
  tier: z.string({ error: 'tier is required' }).transform((v, ctx) => {
    const t = v.trim().toLowerCase() === 'tier1' ? 'professional' : v.trim().toLowerCase();
    if (!(ADMIN_TIERS as readonly string[]).includes(t)) {
      ctx.addIssue({ code: 'custom', message: 'tier must be free, professional, business or enterprise' });
      return z.NEVER;
    }
    return t as (typeof ADMIN_TIERS)[number];
  }),
});
export const statusBody = z.object({
  status: z.enum(ADMIN_STATUSES, { error: 'status must be active, paused, canceled or past_due' }),
});
export const deleteBody = z.object({
  confirmDelete: z.literal(true, { error: 'Send confirmDelete: true to delete a subscriber and all their data.' }),
});
/** PUT …/place-id: a Place ID, never blank (an administrator's slip must not unlink a business from Google, issue 44). */
export const placeIdBody = z.object({
  googlePlaceId: z
    .string({ error: 'googlePlaceId is required' })
    .trim()
    .refine((v) => v !== '', {
      message: "Enter the business's Google Place ID: it starts with ChIJ. Auto Find can look it up by the business's name",
      abort: true,
    })
    .max(300, 'A Place ID is at most 300 characters')
    .refine((v) => /^ChIJ[A-Za-z0-9_-]{17,}$/.test(v), {
      message: 'A Google Place ID starts with ChIJ and is longer than 20 characters, e.g. ChIJN1t_tDeuEmsRUsoyG83frY4',
    }),
});
export const lookupAnswer = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({ placeDetails: z.strictObject({ name: z.string(), placeId: z.string(), address: z.string() }) }),
});

export const usersAnswer = z.strictObject({
  totalUsers: z.number().int(),
  activeSubscriptions: z.number().int(),
  admins: z.number().int(),
  data: z.array(
    z.strictObject({
      id: z.string(),
      username: z.string(),
      email: z.string(),
      isAdmin: z.boolean(),
      /** Each business the person belongs to, and as what (issue 44): an owner, a manager or a technician. */
      roles: z.array(z.strictObject({ role: z.enum(['owner', 'manager', 'technician']), businessName: z.string().nullable() })),
      createdAt: isoDate,
      lastLoginAt: isoDate.nullable(),
    }),
  ),
  pagination: paginationAnswer,
});

export const auditQuery = pageQuery
  .extend({
    action: z.string().trim().max(80).optional(),
    from: calendarDate('from').optional(),
    to: calendarDate('to').optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'from must be on or before to', path: ['from'] });

export const auditAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      id: z.string(),
      action: z.string(),
      targetType: z.string(),
      targetId: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      adminUserId: z.string().nullable(),
      adminUsername: z.string().nullable(),
      ipAddress: z.string().nullable(),
      createdAt: isoDate,
      /** More than 1: a burst recorded once (refused requests), from createdAt to lastAt. */
      repeats: z.number().int(),
      lastAt: isoDate.nullable(),
    }),
  ),
  actions: z.array(z.string()),
  pagination: paginationAnswer,
});

export const metricsAnswer = z.strictObject({
  data: z.strictObject({
    activeSessions: z.number().int(),
    apiRequests24h: z.number().int(),
    avgResponseTime: z.number(),
    p95ResponseTime: z.number(),
    errorRate24h: z.number(),
    databaseSizeMB: z.number().nullable(),
    uptimePercent: z.number(),
    uptimeErrorRateLimit: z.number(),
    jobsQueued: z.number().int(),
    jobsDue: z.number().int(),
    messagesFailed24h: z.number().int(),
    messagesWaiting: z.number().int(),
    memoryMB: z.number(),
  }),
});

export const settingsAnswer = z.strictObject({ data: systemSettingsSchema });
export const settingsBody = systemSettingsSchema.partial();

export const modulesAnswer = z.strictObject({
  data: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      enabled: z.boolean(),
      runnable: z.boolean(),
      canDisable: z.boolean(),
      requires: z.array(z.string()),
      requiredBy: z.array(z.string()),
    }),
  ),
});
export const moduleSwitchBody = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

export const subscriptionAnalyticsAnswer = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({
    timestamp: isoDate,
    healthCheck: z.strictObject({ status: z.enum(['healthy', 'warning', 'critical']), issues: z.array(z.string()) }),
    subscriptionMetrics: z.strictObject({
      totalSubscriptions: z.number().int(),
      activeSubscriptions: z.number().int(),
      cancelledSubscriptions: z.number().int(),
      pastDueSubscriptions: z.number().int(),
      subscriptionsByTier: z.record(z.string(), z.number().int()),
    }),
    discountAnalytics: z.strictObject({
      totalCodes: z.number().int(),
      activeCodes: z.number().int(),
      totalUses: z.number().int(),
      conversionRate: z.number(),
      topPerformingCodes: z.array(z.strictObject({ id: z.string(), code: z.string(), uses: z.number().int() })),
    }),
  }),
});

export const subscriptionEventsAnswer = z.strictObject({
  data: z.strictObject({
    events: z.array(
      z.strictObject({
        id: z.string(),
        eventType: z.string(),
        subscriptionTier: z.string(),
        userId: z.string(),
        metadata: z.record(z.string(), z.unknown()),
        timestamp: isoDate,
      }),
    ),
  }),
});

export const successAnswer = z.strictObject({ success: z.literal(true), message: z.string() });

/** A discount code as the subscription module's admin service keeps it (GET, POST and PUT /api/admin/discount-codes). */
const discountCodeRecord = z.record(z.string(), z.unknown());
export const discountCodesAnswer = z.strictObject({ data: z.array(discountCodeRecord) });
export const discountCodeAnswer = z.strictObject({ data: discountCodeRecord });

export const ALERT_SEVERITIES = ['critical', 'warning', 'info'] as const;

export const alertAnswer = z.strictObject({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  alertType: z.string(),
  isRead: z.boolean(),
  isResolved: z.boolean(),
  resolvedAt: isoDate.nullable(),
  /** 'admin' or 'system' (the check found the breach had ended); null while open. */
  resolvedBy: z.enum(['admin', 'system']).nullable(),
  isDemo: z.boolean(),
  createdAt: isoDate,
});
export type AdminAlert = z.infer<typeof alertAnswer>;

export const alertsQuery = z.object({
  status: z.enum(['active', 'resolved', 'all'], { error: 'status must be active, resolved or all' }).default('all'),
  limit: z.coerce.number().int().min(1, 'limit must be between 1 and 200').max(200, 'limit must be between 1 and 200').default(100),
});

export const alertsAnswer = z.strictObject({
  data: z.array(alertAnswer),
  summary: z.strictObject({
    criticalAlerts: z.number().int(),
    warningAlerts: z.number().int(),
    infoAlerts: z.number().int(),
    resolvedToday: z.number().int(),
    totalAlerts: z.number().int(),
  }),
  /** The limits the system check applies (config/alerts.ts), for the alert guide. */
  thresholds: z.strictObject({
    errorRatePercent: z.number(),
    errorRateMinRequests: z.number(),
    p95ResponseMs: z.number(),
    memoryMB: z.number(),
    jobBacklog: z.number(),
    failedMessagesLastHour: z.number(),
    uptimePercent: z.number(),
  }),
});

export const alertsGeneratedAnswer = z.strictObject({ data: z.strictObject({ alertsGenerated: z.number().int() }) });
export const alertsClearedAnswer = z.strictObject({ data: z.strictObject({ alertsCleared: z.number().int() }) });

/** The spec's body: isRead, or isResolved with resolvedAt (the server keeps its own time of resolution). */
export const alertPatchBody = z
  .object({
    isRead: z.literal(true, { error: 'isRead can only be true: an alert read stays read' }).optional(),
    isResolved: z.literal(true, { error: 'isResolved can only be true: a resolved alert stays resolved' }).optional(),
    resolvedAt: z.iso.datetime({ error: 'resolvedAt must be an ISO date-time' }).optional(),
  })
  .refine((v) => v.isRead !== undefined || v.isResolved !== undefined, { message: 'Send isRead: true or isResolved: true' });
export const alertPatchAnswer = z.strictObject({ data: alertAnswer });

export const backupFileAnswer = z.strictObject({ name: z.string(), bytes: z.number().int(), createdAt: isoDate });
export const backupsAnswer = z.strictObject({
  data: z.strictObject({
    /** The folder on the server that backups are written to. */
    directory: z.string(),
    format: z.string(),
    /** Whether the daily backup is on (the autoBackups setting). */
    automatic: z.boolean(),
    keep: z.number().int(),
    files: z.array(backupFileAnswer),
  }),
});
export const backupCreatedAnswer = z.strictObject({ data: backupFileAnswer });
