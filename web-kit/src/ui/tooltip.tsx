// Positioned with floating-ui: remotes get it from the second facade, loaded with the page that draws it
// (web-kit/build/shared-modules.ts), so nothing of it is on a page without a tooltip.
import type { ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';

/**
 * Opens after 700 ms. Each tooltip brings its own provider, so no page mounts Radix's tooltip code at its root
 * before it draws one.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-stone-900 px-2.5 py-1.5 text-xs text-white shadow"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
