import { useTranslation } from 'react-i18next';
import { useRootData } from '../../../root';

function FilingLink({ number, link }: { number: string; link: string }) {
  if (!number) return null;
  return link ? (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {number}
    </a>
  ) : (
    <span>{number}</span>
  );
}

/**
 * The copyright, the two filing-registration numbers and, in the Chinese edition, the record-filing number (spec
 * section 1), each shown when configured: the bottom line of every public page, sign-in pages included.
 */
export function LegalLine({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { config } = useRootData();
  const { contacts, brand } = config;
  return (
    <div className={className} data-testid="legal-line">
      <span>{t('footer.copyright', { year: contacts.copyrightYear, brand: brand.name })}</span>
      <FilingLink number={contacts.filingNumber} link={contacts.filingLink} />
      <FilingLink number={contacts.secondFilingNumber} link={contacts.secondFilingLink} />
      {config.edition === 'zh' && contacts.recordNumber ? <span data-testid="record-number">{contacts.recordNumber}</span> : null}
    </div>
  );
}
