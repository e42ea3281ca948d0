import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';

/**
 * The setup code's file goes once an administrator has claimed the code (issue 44): each Korero process looks every
 * `everyMs` (30 s) and removes its own copy, so no instance behind a load balancer keeps a used code on disk for more
 * than a minute. Stops looking once the file is gone. Answers a function that stops it (on shutdown).
 */
export function removeCodeFileOnceClaimed(
  file: string,
  pendingCode: () => Promise<string | null>,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  const timer = setInterval(() => {
    void (async () => {
      if (!existsSync(file)) return stop();
      if ((await pendingCode()) !== null) return;
      await rm(file, { force: true });
      stop();
    })().catch((error: unknown) => options.onError?.(error));
  }, options.everyMs ?? 30_000);
  timer.unref();
  const stop = () => clearInterval(timer);
  return stop;
}
