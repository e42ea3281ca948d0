import { definePort } from './define-port.ts';

/** An installed module as administrators see it. */
export interface ModuleInfo {
  id: string;
  title: string;
  description: string | null;
  /** Switched on now (in every process within a few seconds of a switch). */
  enabled: boolean;
  /** MODULES lets it run on this deployment; when false no switch can turn it on. */
  runnable: boolean;
  canDisable: boolean;
  /** Titles of the modules it needs, and of the installed modules that need it. */
  requires: string[];
  requiredBy: string[];
}

/** The run-time module switches (core_module_state), shared by every process on the database. */
export interface ModulesPort {
  list(): ModuleInfo[];
  /** Refused, with a sentence naming what is in the way, when the switch cannot be made. */
  setEnabled(id: string, on: boolean, byUserId: string | null): Promise<{ ok: true } | { ok: false; reason: string }>;
}

export const modulesPort = definePort<ModulesPort>('modules');
