import type { SystemSettings, SystemSettingsPatch } from '../contract/system-settings.ts';
import { definePort } from './define-port.ts';

export type { SystemSettings, SystemSettingsPatch } from '../contract/system-settings.ts';

/** The deployment's persisted settings. `current()` reads memory (never the database), so it is free per request. */
export interface SystemSettingsPort {
  current(): SystemSettings;
  /** Saves the change (already validated) and applies it in this process at once; others within a few seconds. */
  update(patch: SystemSettingsPatch, by: string | null): Promise<SystemSettings>;
}

export const systemSettingsPort = definePort<SystemSettingsPort>('systemSettings');
