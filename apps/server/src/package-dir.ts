import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The server package's folder, found from this module in the sources (src, `npm run dev`) and in the bundle (dist) alike. */
function packageDir(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export const SERVER_PACKAGE_DIR = packageDir(import.meta.dirname);
