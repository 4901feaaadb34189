// Bundles the server into dist/ with the workspace packages inlined and npm dependencies left external.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})].filter((name) => !name.startsWith('@portal/'));

rmSync(join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [
    join(root, 'src/main.ts'),
    join(root, 'src/server.ts'),
    join(root, 'src/db/migrate.cli.ts'),
    join(root, 'src/db/seed.cli.ts'),
    join(root, 'src/modules/staff/staff.cli.ts'),
    join(root, 'src/catalog-generate.cli.ts'),
    join(root, 'src/catalog-import.cli.ts'),
  ],
  outdir: join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // main.js must load server.js at run time, after it has set NODE_ENV, not hoist its imports.
  external: [...external, 'vite', 'zod', 'js-md5', './server.js'],
  entryNames: '[name]',
  logLevel: 'warning',
});
cpSync(join(root, 'src/db/migrations'), join(root, 'dist/migrations'), { recursive: true });
cpSync(join(root, 'src/modules/plasmids/backbones'), join(root, 'dist/backbones'), { recursive: true });
