import { type DictModel, dictCodeProblem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../lib/browser-api';
import { STORAGE_KEYS, readJson } from '../lib/browser-storage';
import { WidgetConfigError } from './widget-config-error';

type Props = {
  dictCode: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  id?: string;
};

/** The dictionaries the login reply left in the browser (spec section 3), when there are any. */
function cachedItems(dictCode: string): DictModel[] | null {
  return readJson<Record<string, DictModel[]>>(STORAGE_KEYS.dictionaries)?.[dictCode] ?? null;
}

/**
 * A select over one dictionary's items (spec section 7, /sys/dict/getDictItems/{dictCode}), using the items the
 * browser already keeps when it has them. A form control: `value` and `onChange` carry the item's value.
 */
export function DictSelect({ dictCode, value, onChange, placeholder, id }: Props) {
  const { t } = useTranslation('widgets');
  const api = useApi();
  const problem = dictCodeProblem(dictCode);
  const items = useQuery({
    queryKey: ['dict-items', dictCode],
    queryFn: async () => cachedItems(dictCode) ?? (await api.get<DictModel[]>(`/sys/dict/getDictItems/${encodeURIComponent(dictCode)}`)).result,
    enabled: problem === null,
  });

  if (problem) return <WidgetConfigError id={id} placeholder={placeholder} message={t(`dict.${problem}`)} />;
  return (
    <Select
      id={id}
      allowClear
      value={value}
      onChange={(chosen?: string) => onChange?.(chosen)}
      placeholder={placeholder}
      loading={items.isLoading}
      options={(items.data ?? []).map((item) => ({ value: item.value, label: item.text }))}
    />
  );
}
