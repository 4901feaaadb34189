import type { ProductLine } from '@portal/domain';
import { CONTROLS } from './catalog.demo-vocabulary.js';

/** Catalogue numbers of the demo catalogue: a line prefix and the product's index + 1 (AM00016). */
const PREFIX: Record<ProductLine, string> = {
  biosimilar: 'BS',
  'isotype-control': 'IC',
  'anti-mouse': 'AM',
  fusion: 'FB',
  adc: 'AD',
  related: 'RL',
  'recombinant-protein': 'RP',
  'cell-line': 'CL',
};

/** What a generated catalogue number looks like, as a PostgreSQL regular expression: line prefix, then the index + 1. */
export const GENERATED_NUMBER = `^(${Object.values(PREFIX).join('|')})[0-9]{5,}$`;

export function catalogueNumber(line: ProductLine, index: number): string {
  return `${PREFIX[line]}${String(index + 1).padStart(5, '0')}`;
}

export const controlNumber = (clone: string) =>
  catalogueNumber(
    'isotype-control',
    Math.max(
      0,
      CONTROLS.findIndex((control) => control.clone === clone),
    ),
  );
export const bufferNumber = (which: number) => catalogueNumber('related', CONTROLS.length + which);
