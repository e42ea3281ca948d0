import { KERNEL_PAGES, pageLinks } from '@korero/core/page-links';
import type { WebPages } from '@korero/core/sdk';

/**
 * This front end's pages: the manifest lists them (module.ts), the web module draws them, and other modules link to them
 * through `subscriptionPage`. Data only, no React.
 */
const pages = {
  '/subscription': { access: 'user' },
  // A page of its own, like a payment provider's: no app navigation to wander off into mid-checkout.
  // The kernel's local checkout sends owners here (KERNEL_PAGES): the kernel names the page, this module draws it.
  [KERNEL_PAGES.localCheckout]: { access: 'user', layout: 'bare' },
} as const satisfies WebPages;
export default pages;

/** A link to one of these pages (`subscriptionPage(pattern, params?, query?)`), for other modules' servers and front ends. */
export const subscriptionPage = pageLinks(pages);
