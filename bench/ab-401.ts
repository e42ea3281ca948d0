import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measurePaired } from './lib/load.ts';
import { startNode } from './lib/process.ts';
const modulesJson = '{"data":[]}';
const app = await startNode(
  'core/dist/main.mjs',
  { NODE_ENV: 'production', SESSION_KEY: Buffer.alloc(32, 7).toString('base64'), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ab-')) },
  3390,
  '/api/health',
  ['--max-old-space-size=384', '--max-semi-space-size=4'],
);
const base = await startNode(
  'bench/baselines/bare-fastify.ts',
  { DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/test', BARE_MODULES_JSON: modulesJson },
  3391,
  '/bare',
);
const r = await measurePaired({ url: `${app.url}/api/user` }, { url: `${base.url}/bare/401` }, 4, 3);
console.log('RATIO', Math.round(r.ratio * 1000) / 10, 'korero', r.subject.rps, 'bare', r.baseline.rps);
await app.stop();
await base.stop();
