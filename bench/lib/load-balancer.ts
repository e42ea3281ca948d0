import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './process.ts';

/**
 * The load-balancer test (tests/e2e/load-balancer.e2e.test.ts) with the full minute of load: `npm test` runs it with
 * 20 seconds (decision 0039), the bench with the minute decision 0033 set, and reports the figures the test prints.
 */
export async function loadBalancerMinute(seconds = Number(process.env.BENCH_LB_SECONDS ?? 60)): Promise<string> {
  const started = performance.now();
  const { code, output: plain } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join('node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'e2e-processes', 'tests/e2e/load-balancer.e2e.test.ts'],
      // No colours: the summary lines are read as plain text.
      { cwd: repoRoot, env: { ...process.env, LB_LOAD_SECONDS: String(seconds), NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let text = '';
    child.stdout.on('data', (d) => (text += String(d)));
    child.stderr.on('data', (d) => (text += String(d)));
    child.on('close', (exit) => resolve({ code: exit, output: text }));
  });
  const figures = /load-balancer figures: (\{.*\})/.exec(plain)?.[1];
  const tests = /Tests\s+(.*)/.exec(plain)?.[1]?.trim() ?? 'no summary';
  const lines = [
    `## The load-balancer test at a full minute (PostgreSQL, HAProxy, three processes)`,
    '',
    `- ${seconds} s of load, one process killed at a third: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} (${tests}), ${Math.round((performance.now() - started) / 1000)} s in all.`,
    figures ? `- Figures: \`${figures}\`` : '- The test printed no figures.',
  ];
  if (code !== 0)
    lines.push(
      '',
      '```',
      plain
        .split('\n')
        .filter((l) => /FAIL|Error|expected|×/.test(l))
        .slice(0, 30)
        .join('\n'),
      '```',
    );
  return lines.join('\n');
}
