import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKBONE_CATEGORIES, type Backbone, type BackboneSummary, backboneMatches, parseGenBank } from '@portal/domain';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { onFirstUse } from '../../first-use.js';

/** Where the library's GenBank files are: beside this module in the sources, beside the bundle once built. */
const BACKBONE_DIR = process.env.PORTAL_BACKBONES_DIR ?? join(import.meta.dirname, 'backbones');

/** What the library's index says of each file; the file itself holds the sequence and the features. */
const indexSchema = z.array(
  z.object({
    file: z.string().regex(/^[a-z0-9-]+\.gb$/),
    name: z.string().min(1),
    category: z.enum(BACKBONE_CATEGORIES),
    resistance: z.string(),
    promoter: z.string(),
    copyNumber: z.string(),
    length: z.number().int().positive(),
    description: z.string(),
  }),
);

async function loadLibrary(): Promise<Backbone[]> {
  const index = indexSchema.parse(JSON.parse(await readFile(join(BACKBONE_DIR, 'index.json'), 'utf8')));
  return Promise.all(
    index.map(async ({ file, ...entry }) => {
      const plasmid = parseGenBank(await readFile(join(BACKBONE_DIR, file), 'utf8'));
      // A file that does not hold the length the index states is a broken library, found at the first read.
      if (plasmid.sequence.length !== entry.length) throw new Error(`${file}: ${plasmid.sequence.length} bp, the index says ${entry.length}`);
      return {
        id: file.slice(0, -'.gb'.length),
        ...entry,
        featureNames: plasmid.features.map((feature) => feature.name),
        circular: plasmid.circular,
        sequence: plasmid.sequence,
        features: plasmid.features,
      };
    }),
  );
}

/** The library, read once per process: it ships with the release and never changes while it runs. */
const backboneLibrary = onFirstUse(loadLibrary);

export async function backboneList(keyword: string | undefined): Promise<BackboneSummary[]> {
  return (await backboneLibrary())
    .filter((backbone) => !keyword || backboneMatches(backbone, keyword))
    .map(({ sequence: _sequence, features: _features, circular: _circular, ...summary }) => summary);
}

export async function findBackbone(id: string): Promise<Backbone | null> {
  return (await backboneLibrary()).find((backbone) => backbone.id === id) ?? null;
}

export async function backboneById(id: string): Promise<Backbone> {
  const found = await findBackbone(id);
  if (!found) throw new AppError(404, 'backboneNotFound');
  return found;
}
