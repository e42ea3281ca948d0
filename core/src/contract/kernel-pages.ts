/**
 * Pages the kernel sends people to and a module draws: the kernel names them here, and the module drawing one lists
 * it among its pages (its contract/pages.ts), so the dependency points from the module to the kernel and never back.
 * The no-module-names test counts these as the kernel's, not the module's.
 */
export const KERNEL_PAGES = {
  /**
   * The local billing provider's checkout (core/src/adapters/billing), its stand-in for Stripe's hosted page: a
   * labelled test page that takes no card. The module that checks out draws it, with `?session=<checkout id>`.
   */
  localCheckout: '/billing/test-checkout',
} as const;
