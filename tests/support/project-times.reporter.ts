/**
 * How long each project of `npm test` took: from its first file's start to its last file's end (the projects before
 * the browser tests run side by side, so those spans overlap). Printed after the run, and written for
 * scripts/bootstrap.mjs to put in its closing line.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const PROJECT_TIMES_FILE = path.join(process.cwd(), 'node_modules', '.korero-project-times.json');

export default class ProjectTimes implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number; files: number }>();
  /** When the run began: each project's span is also given from here, so the gaps between them show. */
  private readonly began = Date.now();

  onTestModuleStart(module: TestModule): void {
    const name = module.project.name || 'default';
    const span = this.spans.get(name);
    if (span) span.start = Math.min(span.start, Date.now());
    else this.spans.set(name, { start: Date.now(), end: Date.now(), files: 0 });
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name || 'default');
    if (!span) return;
    span.end = Math.max(span.end, Date.now());
    span.files += 1;
  }

  onTestRunEnd(): void {
    const times = [...this.spans].map(([name, span]) => ({ name, ms: span.end - span.start, files: span.files }));
    if (times.length === 0) return;
    writeFileSync(PROJECT_TIMES_FILE, JSON.stringify(times));
    console.log(`\nProjects: ${times.map((t) => `${t.name} ${duration(t.ms)} (${t.files} files)`).join(', ')}`);
    console.log(
      `  from the run's start: ${[...this.spans].map(([name, span]) => `${name} ${duration(span.start - this.began)}–${duration(span.end - this.began)}`).join(', ')}`,
    );
  }
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
