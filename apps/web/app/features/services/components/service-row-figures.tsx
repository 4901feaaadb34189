import {
  type SequenceIssue,
  type ServiceKey,
  cleanPastedSequence,
  looksLikeDna,
  numberFormat,
  proteinFigures,
  sequenceKindOf,
  serviceFields,
  translateDna,
} from '@portal/domain';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceRow } from '../api/service-rows';

/**
 * The figures researchers compute for every protein of a row, as it is typed: length, molecular weight, theoretical
 * pI, extinction coefficient and absorbance of a 0.1 % solution (ProtParam's). A sequence they cannot be computed
 * for says why.
 */
export function ServiceRowFigures({ service, row }: { service: ServiceKey; row: ServiceRow }) {
  const { t, i18n } = useTranslation(['service-pages', 'services', 'sequences']);
  const number = (value: number, digits: number) => numberFormat(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const why = (issue: SequenceIssue | undefined) => (issue ? t(`sequences:${issue.code}`, { ...issue }) : '');

  const blocks = serviceFields(service).flatMap((field) => {
    if (sequenceKindOf(field) !== 'protein') return [];
    const value = row[field.name];
    const sequence = typeof value === 'string' ? cleanPastedSequence(value) : '';
    if (sequence === '') return [];
    if (looksLikeDna(sequence)) {
      // A chain pasted as DNA: the customer sees what it encodes, to paste that instead.
      const { protein } = translateDna(sequence.replaceAll('U', 'T'));
      return [{ key: field.name, title: t(`services:field_${field.name}`), summary: t('figures.translation', { protein }), problem: '' }];
    }
    const { figures, issues } = proteinFigures(sequence);
    const summary = figures
      ? [
          t('figures.residues', { count: figures.length }),
          `${t('figures.molecularWeight')} ${number(figures.molecularWeight / 1000, 2)} kDa`,
          `${t('figures.isoelectricPoint')} ${number(figures.isoelectricPoint, 2)}`,
          `${t('figures.extinction')} ${number(figures.extinction.cystines, 0)} M⁻¹ cm⁻¹`,
          `${t('figures.absorbance')} ${number(figures.absorbance.cystines, 3)}`,
        ].join(' · ')
      : '';
    return [{ key: field.name, title: t(`services:field_${field.name}`), summary, problem: why(issues[0]) }];
  });

  if (blocks.length === 0) return <Typography.Text type="secondary">{t('figures.none')}</Typography.Text>;
  // The row is as wide as all its columns; the figures stay in view at the table's left edge as it scrolls sideways.
  return (
    <Flex vertical gap={4} data-testid="row-figures" style={{ position: 'sticky', left: 16, maxWidth: 'min(100vw - 400px, 900px)' }}>
      {blocks.map((block) => (
        <div key={block.key}>
          <Typography.Text strong>{block.title}: </Typography.Text>
          {block.summary ? <Typography.Text>{block.summary}</Typography.Text> : null}
          {block.problem ? <Typography.Text type="warning">{block.problem}</Typography.Text> : null}
        </div>
      ))}
    </Flex>
  );
}
