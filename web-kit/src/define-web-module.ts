import type { ComponentType, LazyExoticComponent } from 'react';

type Page = ComponentType | LazyExoticComponent<ComponentType>;

export interface WebRoute {
  path: string;
  /** public: anyone (customers, sign-in); user: signed-in owners; admin: administrators. */
  access: 'public' | 'user' | 'admin';
  Component: Page;
  /** app: inside the signed-in layout (default for user and admin); bare: the page draws everything itself. */
  layout?: 'app' | 'bare';
}

export interface NavEntry {
  to: string;
  label: string;
  order?: number;
  mobile?: boolean;
  access?: 'user' | 'admin';
}

export interface DashboardWidget {
  id: string;
  /** Lower comes first. */
  order: number;
  /** How much of the dashboard's width it takes on wide screens. */
  span?: 'full' | 'half';
  Component: Page;
}

export interface SettingsPanel {
  id: string;
  order: number;
  Component: Page;
}

export interface WebModuleDefinition {
  id: string;
  routes?: WebRoute[];
  /** Extra navigation entries; the manifest's entries (from /api/modules) come first. */
  nav?: NavEntry[];
  widgets?: DashboardWidget[];
  settingsPanels?: SettingsPanel[];
}

const TAG = Symbol.for('korero.webModule');

export type WebModule = WebModuleDefinition & { readonly [TAG]: true };

/** What a module's remote exposes as `./module`. The shell checks the tag before using anything in it. */
export function defineWebModule(definition: WebModuleDefinition): WebModule {
  return Object.freeze({ ...definition, [TAG]: true as const });
}

export function isWebModule(value: unknown): value is WebModule {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[TAG] === true;
}
