/**
 * What the sequence checks find, as codes with the figures their messages need: the `sequences` catalogue
 * has one message per code, and an issue's fields are its message's `{{placeholders}}`, so
 * `translate(language, 'sequences', issue.code, issue)` words any issue. Positions count from 1 in the
 * cleaned sequence, the way sequence viewers number residues.
 */
export type SequenceIssue =
  | { code: 'emptySequence' }
  | { code: 'multipleRecords'; count: number }
  | { code: 'invalidBase' | 'invalidIupacBase' | 'invalidResidue'; position: number; char: string }
  | { code: 'unknownResidueNotAllowed' | 'stopNotAllowed' | 'internalStop'; position: number }
  | { code: 'looksLikeDna'; length: number }
  | { code: 'tooShort'; length: number; min: number }
  | { code: 'tooLong'; length: number; max: number }
  | { code: 'duplicateName'; name: string }
  | { code: 'incompleteCodon'; length: number }
  | { code: 'tmNeedsPlainBases' | 'figuresNeedStandardResidues'; position: number; char: string }
  | { code: 'tmTooShort' };

export type SequenceIssueCode = SequenceIssue['code'];
