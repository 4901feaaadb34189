import { dictionaryEndpoints } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../lib/browser-api';
import { DICT_SEARCH_DEBOUNCE_MS, DICT_SEARCH_PAGE_SIZE, dictCodeProblem, dictSearchNotice } from '../lib/widgets';
import { WidgetConfigError } from './widget-config-error';

type Props = {
  dict: string;
  /** How long to wait after the last keystroke: the dictionary search's 300 ms unless told otherwise (spec section 9). */
  debounceMs?: number;
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  id?: string;
};

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * A select that searches a dictionary on the server as the person types (spec section 7, /sys/dict/loadDict/{dict}
 * ?keyword=), asking only once typing pauses. Without a keyword it asks for one; a search without hits says so.
 */
export function DictSearch({ dict, debounceMs = DICT_SEARCH_DEBOUNCE_MS, value, onChange, placeholder, id }: Props) {
  const { t } = useTranslation('widgets');
  const api = useApi();
  const problem = dictCodeProblem(dict);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const settled = useSettled(keyword.trim(), debounceMs);
  const found = useQuery({
    queryKey: ['dict-search', dict, settled],
    queryFn: async () =>
      (await api.call(dictionaryEndpoints.search, { params: { dict }, query: { keyword: settled, pageSize: DICT_SEARCH_PAGE_SIZE } })).result,
    enabled: problem === null && settled !== '',
  });

  if (problem) return <WidgetConfigError id={id} placeholder={placeholder} message={t(`dict.${problem}`)} />;

  const waiting = keyword.trim() !== settled || (settled !== '' && found.isFetching);
  const items = settled ? (found.data ?? []) : [];
  const options = items.map((item) => ({ value: item.value, label: item.text }));
  if (chosen && chosen.value === value && !options.some((option) => option.value === chosen.value)) options.unshift(chosen);
  const notice = dictSearchNotice(settled, items.length);
  return (
    <Select
      id={id}
      allowClear
      value={value}
      placeholder={placeholder}
      showSearch={{ filterOption: false, searchValue: keyword, onSearch: setKeyword, autoClearSearchValue: true }}
      onChange={(next?: string) => {
        setChosen(options.find((option) => option.value === next) ?? null);
        setKeyword('');
        onChange?.(next);
      }}
      options={waiting ? [] : options}
      notFoundContent={waiting ? <Spin size="small" /> : notice ? t(`dict.${notice}`) : null}
    />
  );
}
