/**
 * The analytics page's place for other modules: their tabs, after its own. Front-end code only (it imports web-kit);
 * the server never imports it.
 */
import type { ComponentType } from 'react';
import { defineSlot, type SlotEntry } from '@korero/web-kit';
import type { TimeRange } from './api.ts';

/** What an analytics tab is drawn with: the range the owner chose on the analytics page. */
export interface AnalyticsTabProps {
  timeRange: TimeRange;
}

/** An `analytics.tabs` entry: the tab's content, drawn when the owner picks it (`/analytics?tab=<module>-<id>`). */
export interface AnalyticsTab extends SlotEntry<AnalyticsTabProps> {
  /** The tab's name, e.g. "Compliance". */
  label: string;
  /**
   * Draws nothing; reports whether the tab is offered to this owner (e.g. false when the plan does not include it), or
   * undefined while it does not know yet. The tab appears once it reports true. Without one the tab is always shown.
   */
  Shown?: ComponentType<{ report: (shown: boolean | undefined) => void }>;
}

/** Extra tabs of the analytics page: `slots: [analyticsTabs.fill({ id, label, order, Component })]`. */
export const analyticsTabs = /* @__PURE__ */ defineSlot<AnalyticsTabProps, AnalyticsTab>('analytics.tabs');
