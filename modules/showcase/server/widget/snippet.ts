import type { ShowcaseLayout } from '../../contract/api.ts';

/** The height each layout draws in, in CSS pixels: the snippet reserves it, so the host page does not move. */
export const LAYOUT_HEIGHTS: Record<ShowcaseLayout, number> = { badge: 72, carousel: 240, list: 480 };

/**
 * What the owner pastes: a placeholder holding a sized, empty SVG (its height reserves the widget's space without a
 * style attribute, which a host CSP without 'unsafe-inline' for styles would refuse) and the async script.
 * The script measures the placeholder and draws in exactly that height (decision 0030).
 */
export function snippetOf(publicUrl: string, key: string, layout: ShowcaseLayout): string {
  return [
    `<div data-korero-widget="${key}"><svg width="1" height="${LAYOUT_HEIGHTS[layout]}" aria-hidden="true"></svg></div>`,
    `<script async src="${publicUrl}/w/${key}.js"></script>`,
  ].join('\n');
}
