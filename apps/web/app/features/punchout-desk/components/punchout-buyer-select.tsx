import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePunchoutBuyers } from '../api/punchout-desk-api';

/** Picks one buyer by name; `allowClear` for filters where no buyer means every buyer. */
export function PunchoutBuyerSelect({
  value,
  onChange,
  allowClear = false,
}: {
  value: string | undefined;
  onChange: (buyerId: string | undefined) => void;
  allowClear?: boolean;
}) {
  const { t } = useTranslation('punchout');
  const buyers = usePunchoutBuyers();
  const label = allowClear ? t('allBuyers') : t('chooseBuyer');
  return (
    <Select
      allowClear={allowClear}
      aria-label={label}
      placeholder={label}
      style={{ minWidth: 280 }}
      loading={buyers.isLoading}
      value={value}
      onChange={onChange}
      options={(buyers.data ?? []).map((buyer) => ({ value: buyer.id, label: buyer.name }))}
    />
  );
}
