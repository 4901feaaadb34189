import { z } from 'zod';
import { cleanPastedSequence } from './sequence-alphabet.js';
import { type SequenceRule, checkSequence } from './sequence-check.js';

/**
 * A pasted sequence as a schema: cleaned, then checked by `checkSequence` against its rule. The first problem is
 * reported as `sequences.<code>` with the issue's figures as parameters (its position, the letter), so the message
 * names where to look; fixing it shows the next, as a lab's sequence check reads. An empty sequence is '' or, when
 * required, `requiredMessage`.
 */
export function checkedSequenceSchema(rule: SequenceRule, options: { required: boolean; requiredMessage: string }) {
  return z
    .string({ error: options.requiredMessage })
    .default('')
    .transform((pasted, context) => {
      if (cleanPastedSequence(pasted) === '') {
        if (options.required) context.addIssue({ code: 'custom', message: options.requiredMessage });
        return '';
      }
      const checked = checkSequence(pasted, rule);
      const [first] = checked.issues;
      if (first) context.addIssue({ code: 'custom', message: `sequences.${first.code}`, params: { ...first } });
      return checked.sequence;
    });
}
