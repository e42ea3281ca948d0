import type { Kernel } from '../kernel/create-kernel.ts';

/** The routes a module registered ("GET /api/notes"), from the kernel's list of every route it serves. */
export function moduleRoutes(kernel: Kernel, moduleId: string): string[] {
  return kernel
    .routes()
    .filter((route) => route.module === moduleId)
    .map((route) => `${route.method} ${route.url}`);
}
