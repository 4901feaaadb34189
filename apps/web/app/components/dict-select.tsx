import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictItems } from './use-dict-items';
import { WidgetConfigError } from './widget-config-error';

type Props = {
  dictCode: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  id?: string;
};

/**
 * A select over one dictionary's items (spec section 7, /sys/dict/getDictItems/{dictCode}), using the items the
 * browser already keeps when it has them. A form control: `value` and `onChange` carry the item's value.
 */
export function DictSelect({ dictCode, value, onChange, placeholder, id }: Props) {
  const { t } = useTranslation('widgets');
  const { problem, items } = useDictItems(dictCode);

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
