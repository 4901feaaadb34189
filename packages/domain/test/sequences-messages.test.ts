import { describe, expect, it } from 'vitest';
import enSequences from '../locales/en/sequences.json' with { type: 'json' };
import { LANGUAGES } from '../src/i18n/languages.js';
import { sharedMessages, translate } from '../src/i18n/messages.js';
import { primerFigures } from '../src/sequences/primer-figures.js';
import { proteinFigures } from '../src/sequences/protein-figures.js';
import { alphabetIssues } from '../src/sequences/sequence-alphabet.js';
import { checkSequence, lengthIssues } from '../src/sequences/sequence-check.js';
import type { SequenceIssue, SequenceIssueCode } from '../src/sequences/sequence-issues.js';
import { translateDna } from '../src/sequences/translation.js';

// A code without an English message fails the type check here, before any test runs.
const englishByCode: Record<SequenceIssueCode, string> = enSequences;

/** One issue of every code, each made by the function that reports it. */
const examples: SequenceIssue[] = [
  ...checkSequence('>a\nACGU\n>b\nA', { alphabet: 'dna', min: 1, max: 10 }).issues,
  ...alphabetIssues('ACGX', 'dnaDegenerate'),
  ...checkSequence('ATGGCC'.repeat(5), { alphabet: 'protein', min: 1, max: 100 }).issues,
  ...alphabetIssues('MKB*X', 'protein'),
  ...alphabetIssues('MK*W*', 'protein', { allowTerminalStop: true }),
  ...lengthIssues('', { min: 1, max: 10 }),
  ...lengthIssues('ACG', { min: 10, max: 20 }),
  ...lengthIssues('ACGT', { min: 1, max: 3 }),
  ...translateDna('ATGC').issues,
  ...primerFigures('ACGN').issues,
  ...primerFigures('A').issues,
  ...proteinFigures('MKXW').issues,
  // duplicateNameRows gives row numbers; the form words each such row with the name it repeats.
  { code: 'duplicateName', name: 'Fwd-1' },
];

describe('sequences catalogue', () => {
  it('has one message for each issue code and no other', () => {
    const codes = [...new Set(examples.map((issue) => issue.code))].sort();
    expect(codes).toEqual(Object.keys(englishByCode).sort());
  });

  it.each(LANGUAGES)('%s words every issue with all its figures filled in', (language) => {
    for (const issue of examples) {
      const text = translate(language, 'sequences', issue.code, issue);
      expect(text, `${language} ${issue.code}`).not.toMatch(/\{\{|\}\}/);
      expect(text, `${language} ${issue.code}`).not.toBe(issue.code);
      for (const [field, value] of Object.entries(issue)) if (field !== 'code') expect(text, `${language} ${issue.code}`).toContain(String(value));
    }
  });

  it('is a shared namespace, so server replies and the web app use the same words', () => {
    for (const language of LANGUAGES) expect(Object.keys(sharedMessages[language].sequences).sort()).toEqual(Object.keys(englishByCode).sort());
  });
});
