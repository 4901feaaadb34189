import { cleanPastedSequence } from '../sequences/sequence-alphabet.js';
import { type Plasmid, type PlasmidFeature, type Strand, wrapsOrigin } from './plasmid-model.js';

/** Bases per line and per block of the ORIGIN section, as GenBank writes them. */
const ORIGIN_LINE = 60;
const ORIGIN_BLOCK = 10;
/** NCBI's FASTA line length. */
const FASTA_LINE = 70;
/** Column 22, where a feature's location and its qualifiers begin. */
const FEATURE_INDENT = ' '.repeat(21);
/** The qualifiers a feature's name is read from, most telling first: SnapGene and ApE write `/label`, NCBI the others. */
const NAME_QUALIFIERS = ['label', 'gene', 'product', 'note'];

function chunks(text: string, size: number): string[] {
  return Array.from({ length: Math.ceil(text.length / size) }, (_, index) => text.slice(index * size, (index + 1) * size));
}

function span(first: number, last: number): string {
  return first === last ? `${first}` : `${first}..${last}`;
}

/** A feature's location, from 1 with both ends included: `join` takes one through the origin, `complement` the bottom strand. */
function featureLocation(feature: PlasmidFeature, length: number): string {
  const location = wrapsOrigin(feature) ? `join(${span(feature.start + 1, length)},${span(1, feature.end)})` : span(feature.start + 1, feature.end);
  return feature.strand === -1 ? `complement(${location})` : location;
}

/**
 * A plasmid as a GenBank flat file: LOCUS line with its topology, one feature per annotation named by a
 * `/label` qualifier, and the sequence. The LOCUS name cannot hold white space, so runs of it become `_`; the
 * line has no date, which would make the same plasmid write differently from one day to the next.
 */
export function toGenBank(plasmid: Plasmid): string {
  const length = plasmid.sequence.length;
  const name = plasmid.name.trim().replace(/\s+/g, '_') || 'unnamed';
  const topology = plasmid.circular ? 'circular' : 'linear';
  const features = plasmid.features.flatMap((feature) => [
    `     ${feature.type.padEnd(15)} ${featureLocation(feature, length)}`,
    `${FEATURE_INDENT}/label="${feature.name.replace(/"/g, '""')}"`,
  ]);
  const origin = chunks(plasmid.sequence.toLowerCase(), ORIGIN_LINE).map(
    (line, index) => `${String(index * ORIGIN_LINE + 1).padStart(9)} ${chunks(line, ORIGIN_BLOCK).join(' ')}`,
  );
  return [
    `LOCUS       ${name.padEnd(16)} ${String(length).padStart(11)} bp    DNA     ${topology.padEnd(8)} SYN`,
    'FEATURES             Location/Qualifiers',
    ...features,
    'ORIGIN',
    ...origin,
    '//',
    '',
  ].join('\n');
}

type Qualifier = { key: string; value: string };
type FeatureEntry = { type: string; location: string; qualifiers: Qualifier[] };

/** Whether a qualifier value is a quoted string still open at the end of its line (`""` is an escaped quote). */
function openQuote(value: string): boolean {
  return value.startsWith('"') && (value.match(/"/g)?.length ?? 0) % 2 === 1;
}

/** The entries of a FEATURES section: key at column 6, then the location and qualifiers from column 22, each over as many lines as it takes. */
function featureEntries(lines: string[]): FeatureEntry[] {
  const entries: FeatureEntry[] = [];
  for (const line of lines) {
    const opening = /^ {5}(\S+) +(\S.*)$/.exec(line);
    if (opening) {
      entries.push({ type: opening[1] ?? '', location: (opening[2] ?? '').trim(), qualifiers: [] });
      continue;
    }
    const entry = entries.at(-1);
    const text = line.trim();
    if (!entry || text === '') continue;
    const last = entry.qualifiers.at(-1);
    const qualifier = /^\/([^=]+)(?:=(.*))?$/.exec(text);
    if (qualifier && !(last && openQuote(last.value))) entry.qualifiers.push({ key: qualifier[1] ?? '', value: qualifier[2] ?? '' });
    else if (last) last.value += ` ${text}`;
    else entry.location += text;
  }
  return entries;
}

function unquoted(value: string): string {
  return value.startsWith('"') ? value.replace(/^"|"$/g, '').replace(/""/g, '"') : value;
}

/**
 * A location's top-strand extent. Its pieces run from the first on the top strand to the last, so a `join`
 * from the end of a circle to its start is a feature through the origin; a join with gaps (exons) is read as
 * its whole extent, and a site between two bases (`a^b`) as those two bases. `join(complement(…),…)` lists
 * the pieces bottom strand first, `complement(join(…))` top strand first.
 */
function locationExtent(location: string): Pick<PlasmidFeature, 'start' | 'end' | 'strand'> | null {
  if (location.includes(':')) return null;
  const strand: Strand = location.includes('complement(') ? -1 : 1;
  const pieces = Array.from(location.matchAll(/(\d+)(?:\.\.[<>]?(\d+))?/g), (match) => ({ first: Number(match[1]), last: Number(match[2] ?? match[1]) }));
  if (strand === -1 && !location.startsWith('complement(')) pieces.reverse();
  const first = pieces[0];
  const last = pieces.at(-1);
  return first && last ? { start: first.first - 1, end: last.last, strand } : null;
}

function featureName(entry: FeatureEntry): string {
  for (const key of NAME_QUALIFIERS) {
    const qualifier = entry.qualifiers.find((candidate) => candidate.key === key);
    if (qualifier) return unquoted(qualifier.value).replace(/\s+/g, ' ').trim();
  }
  return entry.type;
}

/**
 * The first record of a GenBank flat file as a plasmid: the LOCUS name and topology, the features whose
 * location has positions, named by their label, gene, product or note (by their key when they have none),
 * and the ORIGIN sequence upper-cased. A location on another record (`J00194.1:100..202`) is skipped.
 */
export function parseGenBank(text: string): Plasmid {
  const lines = text.split(/\r?\n/);
  const locusAt = lines.findIndex((line) => line.startsWith('LOCUS'));
  const locus = lines[locusAt];
  if (locus === undefined) throw new Error('Not a GenBank record: there is no LOCUS line');
  const endAt = lines.findIndex((line, index) => index > locusAt && line.startsWith('//'));
  const record = lines.slice(locusAt + 1, endAt < 0 ? undefined : endAt);
  const featuresAt = record.findIndex((line) => line.startsWith('FEATURES'));
  // A section runs until the next line that starts in column 1 with a keyword.
  const sectionEnd = record.findIndex((line, index) => index > featuresAt && /^\S/.test(line));
  const featureLines = featuresAt < 0 ? [] : record.slice(featuresAt + 1, sectionEnd < 0 ? undefined : sectionEnd);
  const originAt = record.findIndex((line) => line.startsWith('ORIGIN'));
  const features = featureEntries(featureLines).flatMap((entry) => {
    const extent = locationExtent(entry.location);
    return extent ? [{ name: featureName(entry), type: entry.type, ...extent }] : [];
  });
  return {
    name: locus.split(/\s+/)[1] ?? '',
    sequence: originAt < 0 ? '' : cleanPastedSequence(record.slice(originAt + 1).join('\n')),
    circular: /\bcircular\b/i.test(locus),
    features,
  };
}

/** A plasmid as a FASTA record: its name on the header line, the sequence in lines of 70. */
export function toFasta(plasmid: Plasmid): string {
  return [`>${plasmid.name}`, ...chunks(plasmid.sequence, FASTA_LINE), ''].join('\n');
}

/** The file formats a plasmid is exported in: GenBank keeps its features, FASTA the sequence alone. */
export const PLASMID_FILE_FORMATS = ['genbank', 'fasta'] as const;
export type PlasmidFileFormat = (typeof PLASMID_FILE_FORMATS)[number];

/** A plasmid as a file for other sequence tools (SnapGene, Benchling, ApE), named after it. */
export function plasmidFile(plasmid: Plasmid, format: PlasmidFileFormat): { name: string; contentType: string; text: string } {
  const contentType = 'text/plain; charset=utf-8';
  return format === 'genbank'
    ? { name: `${plasmid.name}.gb`, contentType, text: toGenBank(plasmid) }
    : { name: `${plasmid.name}.fasta`, contentType, text: toFasta(plasmid) };
}
