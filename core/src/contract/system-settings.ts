import { z } from 'zod';

/**
 * The deployment's system settings, kept in the database and in effect at once in every process (the spec's admin
 * settings screen, made real): what the site is called, maintenance mode, the session timeout, alert emails,
 * automatic backups and the most accounts a tier may hold.
 */
export const systemSettingsSchema = z.strictObject({
  siteName: z.string().trim().min(1, 'Site name is required').max(60, 'Site name must be 60 characters or fewer'),
  siteDescription: z.string().trim().max(200, 'Site description must be 200 characters or fewer'),
  maintenanceMode: z.boolean({ error: 'maintenanceMode must be true or false' }),
  maintenanceMessage: z
    .string()
    .trim()
    .min(1, 'Say what customers and owners should read')
    .max(300, 'Keep the message under 300 characters'),
  /** During maintenance, customers can still answer their review links. */
  maintenanceCustomersOpen: z.boolean({ error: 'maintenanceCustomersOpen must be true or false' }),
  /** During maintenance, administrators can still use the owner's app (the admin area always works for them). */
  maintenanceAdminsOpen: z.boolean({ error: 'maintenanceAdminsOpen must be true or false' }),
  sessionTimeoutMinutes: z
    .number({ error: 'Session timeout must be a whole number of minutes' })
    .int('Session timeout must be a whole number of minutes')
    .min(5, 'Session timeout must be at least 5 minutes')
    .max(10_080, 'Session timeout must be at most 10080 minutes (a week)'),
  /** Critical alerts are emailed to every administrator. */
  emailNotifications: z.boolean({ error: 'emailNotifications must be true or false' }),
  autoBackups: z.boolean({ error: 'autoBackups must be true or false' }),
  maxUsersPerTier: z
    .number({ error: 'Max users per tier must be a whole number' })
    .int('Max users per tier must be a whole number')
    .min(1, 'Max users per tier must be at least 1')
    .max(10_000_000, 'Max users per tier must be at most 10000000'),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/** What an administrator may change: any of the settings, each checked as above. */
export const systemSettingsPatch = systemSettingsSchema.partial();
export type SystemSettingsPatch = z.infer<typeof systemSettingsPatch>;

/** The settings of a deployment nobody has changed (the spec's defaults; the timeout from SESSION_IDLE_MINUTES). */
export function defaultSystemSettings(sessionTimeoutMinutes: number): SystemSettings {
  return {
    siteName: 'Korero',
    siteDescription: 'Honest reviews for New Zealand service businesses.',
    maintenanceMode: false,
    maintenanceMessage: 'Korero is down for planned maintenance. Please try again shortly.',
    maintenanceCustomersOpen: true,
    maintenanceAdminsOpen: true,
    sessionTimeoutMinutes,
    emailNotifications: true,
    autoBackups: true,
    maxUsersPerTier: 1000,
  };
}

/** GET /api/system/status: what every page needs before anything else (public). */
export const systemStatusAnswer = z.strictObject({
  data: z.strictObject({
    siteName: z.string(),
    siteDescription: z.string(),
    /** Where people write for help (SUPPORT_EMAIL): every page's footer and the customer's privacy line show it. */
    supportEmail: z.string(),
    maintenance: z.strictObject({
      on: z.boolean(),
      message: z.string(),
      /** Whether the app works for whoever asked (an administrator may keep working). */
      openToYou: z.boolean(),
    }),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusAnswer>['data'];
