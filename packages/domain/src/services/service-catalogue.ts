import { ORDER_PRIORITIES, PACKAGING_FORMS, SEQUENCE_UNITS, TRANSPORT_CONDITIONS } from '../orders/order-choices.js';
import type { SequenceRule } from '../sequences/sequence-check.js';
import type { ServiceField } from './service-fields.js';

/** The services of system type 1's menu (spec section 2), by the menu title each is listed under. */
export const SERVICE_KEYS = [
  'antibodyDiscovery',
  'affinityMaturation',
  'fullyHuman',
  'humanization',
  'hybridomaSequencing',
  'elisa',
  'gator',
  'biacore',
  'facs',
  'icief',
  'sequencing',
  'primerSynthesis',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** An antibody chain or other protein as customers paste it; X (an unknown residue) is for the lab to resolve, not accepted. */
const PROTEIN: SequenceRule = { alphabet: 'protein', min: 10, max: 5000, allowTerminalStop: true };
const VARIABLE_DOMAIN: SequenceRule = { alphabet: 'protein', min: 80, max: 1500, allowTerminalStop: true };
/** Standard oligos up to 200 bases, with IUPAC degenerate bases (wobble positions in primers are common). */
export const PRIMER_RULE: SequenceRule = { alphabet: 'dnaDegenerate', min: 10, max: 200 };

const note: ServiceField = { name: 'note', kind: 'text', max: 500 };
const choice = (name: string, values: readonly string[], defaultValue = values[0] ?? ''): ServiceField => ({ name, kind: 'choice', values, defaultValue });
const name = (field: string, max = 120): ServiceField => ({ name: field, kind: 'text', max, required: true, unique: true, title: true });

export const PRIMER_SCALES = ['25nmol', '100nmol', '250nmol', '1umol'] as const;
export const PRIMER_PURIFICATIONS = ['desalt', 'cartridge', 'page', 'hplc'] as const;
export const PRIMER_FIVE_PRIME = ['none', 'phosphate', 'biotin', 'fam', 'hex', 'cy3', 'cy5'] as const;
export const PRIMER_THREE_PRIME = ['none', 'phosphate', 'biotin', 'amino', 'bhq1', 'bhq2'] as const;

/** The kinds of rows the services take; each service names one. */
export const SERVICE_ROW_FIELDS = {
  /** Recombinant antibody production from sequences: spec section 3's sequence/vector and product fields. */
  protein: [
    name('proteinName'),
    { name: 'scale', kind: 'number', min: 0.001, max: 1_000_000, required: true },
    choice('unit', SEQUENCE_UNITS),
    { name: 'expressionHost', kind: 'text', max: 60 },
    { name: 'isotypeTag', kind: 'text', max: 60 },
    { name: 'sequence1', kind: 'sequence', rule: PROTEIN, required: true },
    { name: 'sequence2', kind: 'sequence', rule: PROTEIN },
    { name: 'sequence3', kind: 'sequence', rule: PROTEIN },
    { name: 'sequence4', kind: 'sequence', rule: PROTEIN },
    { name: 'buffer', kind: 'text', max: 120 },
    { name: 'concentration', kind: 'number', min: 0.01, max: 100 },
    { name: 'packingQuantity', kind: 'number', min: 0.001, max: 1_000_000 },
    { name: 'packingTubeCount', kind: 'number', min: 1, max: 10_000, integer: true },
    choice('priority', ORDER_PRIORITIES),
    choice('transport', TRANSPORT_CONDITIONS),
    choice('packaging', PACKAGING_FORMS),
    note,
  ],
  /** An antibody to improve or humanise: its variable domains and what it binds. */
  antibody: [
    name('antibodyName'),
    { name: 'heavyChain', kind: 'sequence', rule: VARIABLE_DOMAIN, required: true },
    { name: 'lightChain', kind: 'sequence', rule: VARIABLE_DOMAIN },
    { name: 'target', kind: 'text', max: 120, required: true },
    choice('sourceSpecies', ['mouse', 'rat', 'rabbit', 'llama', 'human', 'other']),
    { name: 'goal', kind: 'text', max: 300 },
    { name: 'variants', kind: 'number', min: 1, max: 50, integer: true, defaultValue: 3 },
    note,
  ],
  /** A target to discover fully human antibodies against. */
  target: [
    name('targetName'),
    choice('antigenForm', ['protein', 'cells', 'dna', 'peptide']),
    { name: 'uniprotId', kind: 'text', max: 20 },
    { name: 'crossReactivity', kind: 'text', max: 120 },
    choice('format', ['igg', 'fab', 'scfv', 'vhh']),
    { name: 'leads', kind: 'number', min: 1, max: 50, integer: true, defaultValue: 5 },
    note,
  ],
  /** A hybridoma clone whose antibody genes are to be sequenced. */
  hybridoma: [
    name('cloneName'),
    choice('hostSpecies', ['mouse', 'rat', 'rabbit', 'hamster', 'other']),
    { name: 'isotype', kind: 'text', max: 40 },
    choice('sampleForm', ['liveCells', 'frozenCells', 'rna']),
    { name: 'cellCount', kind: 'number', min: 0.1, max: 1000 },
    note,
  ],
  /** A sample for an assay: what it is, what it is tested against, how, and how often. */
  sample: [
    name('sampleName'),
    choice('sampleType', ['antibody', 'protein', 'serum', 'supernatant', 'cells']),
    { name: 'analyte', kind: 'text', max: 120, required: true },
    { name: 'concentration', kind: 'number', min: 0.0001, max: 100 },
    { name: 'volume', kind: 'number', min: 1, max: 100_000 },
    { name: 'buffer', kind: 'text', max: 120 },
    { name: 'parameters', kind: 'text', max: 300 },
    { name: 'runs', kind: 'number', min: 1, max: 20, integer: true, defaultValue: 1 },
    note,
  ],
  /** One well of a Sanger sequencing plate: the sample, its template, the read expected and the primer. */
  well: [
    { name: 'well', kind: 'well', required: true, unique: true },
    name('sampleName', 60),
    choice('templateType', ['plasmid', 'pcrPurified', 'pcrUnpurified', 'colony']),
    { name: 'expectedLength', kind: 'number', min: 50, max: 20_000, integer: true },
    { name: 'primer', kind: 'text', max: 60, required: true },
    note,
  ],
  /** One oligo, 5'→3', with its synthesis scale, purification and end modifications. */
  primer: [
    name('primerName', 60),
    { name: 'sequence', kind: 'sequence', rule: PRIMER_RULE, required: true },
    choice('scale', PRIMER_SCALES),
    choice('purification', PRIMER_PURIFICATIONS),
    choice('fivePrime', PRIMER_FIVE_PRIME),
    choice('threePrime', PRIMER_THREE_PRIME),
    note,
  ],
} as const satisfies Record<string, readonly ServiceField[]>;
export type ServiceRowKind = keyof typeof SERVICE_ROW_FIELDS;

/** One service: its page (spec section 2's path and route name), the rows it takes and how many one order may hold. */
export type ServiceDefinition = { key: ServiceKey; path: string; routeName: string; rows: ServiceRowKind; maxRows: number; group: ServiceGroup };
export type ServiceGroup = 'discovery' | 'engineering' | 'testing' | 'synthesis';

const MAX_ROWS = 999;
const PLATE = 96;

export const SERVICES: readonly ServiceDefinition[] = [
  { key: 'antibodyDiscovery', path: '/Antibody/Antibody', routeName: 'Antibody', rows: 'protein', maxRows: MAX_ROWS, group: 'discovery' },
  { key: 'affinityMaturation', path: '/Affinity/Index', routeName: 'Affinity', rows: 'antibody', maxRows: MAX_ROWS, group: 'engineering' },
  { key: 'fullyHuman', path: '/HullHuman/Index', routeName: 'HullHuman', rows: 'target', maxRows: MAX_ROWS, group: 'engineering' },
  { key: 'humanization', path: '/Humanization/Index', routeName: 'Humanization', rows: 'antibody', maxRows: MAX_ROWS, group: 'engineering' },
  { key: 'hybridomaSequencing', path: '/Hybridoma/index', routeName: 'Hybridoma', rows: 'hybridoma', maxRows: MAX_ROWS, group: 'engineering' },
  { key: 'elisa', path: '/ELISA_testing/Index', routeName: 'ELISA_testing', rows: 'sample', maxRows: MAX_ROWS, group: 'testing' },
  { key: 'gator', path: '/Gator_testing/Index', routeName: 'Gator_testing', rows: 'sample', maxRows: MAX_ROWS, group: 'testing' },
  { key: 'biacore', path: '/Biacore_testing/Index', routeName: 'Biacore_testing', rows: 'sample', maxRows: MAX_ROWS, group: 'testing' },
  { key: 'facs', path: '/FACS_testing/Index', routeName: 'FACS_testing', rows: 'sample', maxRows: MAX_ROWS, group: 'testing' },
  { key: 'icief', path: '/icIEF_testing/Index', routeName: 'icIEF_testing', rows: 'sample', maxRows: MAX_ROWS, group: 'testing' },
  // One plate per order: the wells are the plate's.
  { key: 'sequencing', path: '/SequencingServices/Index', routeName: 'SequencingServices', rows: 'well', maxRows: PLATE, group: 'testing' },
  { key: 'primerSynthesis', path: '/primerSynthesis', routeName: 'primerSynthesis', rows: 'primer', maxRows: MAX_ROWS, group: 'synthesis' },
];

export function serviceDefinition(key: ServiceKey): ServiceDefinition {
  const found = SERVICES.find((service) => service.key === key);
  if (!found) throw new Error(`unknown service ${key}`);
  return found;
}

/** The service whose page is at `pathname` (case-insensitive, as the router matches). */
export function serviceAtPath(pathname: string): ServiceDefinition | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return SERVICES.find((service) => service.path.toLowerCase() === wanted);
}

export function serviceFields(key: ServiceKey): readonly ServiceField[] {
  return SERVICE_ROW_FIELDS[serviceDefinition(key).rows];
}
