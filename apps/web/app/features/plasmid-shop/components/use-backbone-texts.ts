import type { BackboneCategory, BackboneSummary } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** A key made of a data word: lower case, as the catalogue writes it ("Kanamycin" → `kanamycin`). */
const termKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/**
 * The backbone library's words in the reader's language. The server's library is written in English; a
 * backbone or a term the catalogue does not know yet is shown as the server wrote it.
 */
export function useBackboneTexts() {
  const { t } = useTranslation('plasmid-shop');
  return {
    category: (category: BackboneCategory) => t(`category.${category}`),
    description: (backbone: BackboneSummary) => t(`backbones.${backbone.id}.description`, { defaultValue: backbone.description }),
    resistance: (value: string) => t(`resistance.${termKey(value)}`, { defaultValue: value }),
    copyNumber: (value: string) => t(`copyNumber.${termKey(value)}`, { defaultValue: value }),
  };
}
