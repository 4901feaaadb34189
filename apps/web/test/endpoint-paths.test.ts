import * as domain from '@portal/domain';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGES } from '../app/navigation/pages';

type Definition = { method: string; path: string };

function isDefinition(value: unknown): value is Definition {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
}

/** Every endpoint definition the domain package exports, however deeply grouped. */
function definitionsIn(value: unknown, found: Definition[] = []): Definition[] {
  if (isDefinition(value)) found.push(value);
  else if (typeof value === 'object' && value !== null && !Array.isArray(value)) for (const child of Object.values(value)) definitionsIn(child, found);
  return found;
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
}

const endpointExports = Object.entries(domain).filter(([name]) => name.endsWith('Endpoints'));

describe('the web app calls the API only through endpoint definitions', () => {
  it('finds the definitions (so the check below checks something)', () => {
    expect(definitionsIn(Object.fromEntries(endpointExports)).length).toBeGreaterThan(100);
  });

  it('writes no API path of its own', async () => {
    // The part of each path before its first parameter, as a page would have to write it to call the endpoint itself.
    // A page may share its address with the API's (the staff area's /staff/jobs page and its list under /jeecg-boot).
    const pages = new Set(PAGES.map((page) => page.path));
    const paths = new Set(
      definitionsIn(Object.fromEntries(endpointExports))
        .map((definition) => definition.path.split(/[:*]/)[0] ?? '')
        .filter((path) => !pages.has(path)),
    );
    const offences: string[] = [];
    for (const file of await sourceFiles(new URL('../app', import.meta.url).pathname)) {
      const text = await readFile(file, 'utf8');
      for (const path of paths) if (text.includes(`'${path}`) || text.includes(`\`${path}`) || text.includes(`"${path}`)) offences.push(`${file}: ${path}`);
    }
    expect(offences).toEqual([]);
  });
});
