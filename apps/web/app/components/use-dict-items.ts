import { type DictModel, dictionaryEndpoints } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../lib/browser-api';
import { STORAGE_KEYS, readJson, storeJson } from '../lib/browser-storage';
import { dictCodeProblem } from '../lib/widgets';

const ITEMS_KEY = 'dict-items';

/** The dictionaries the login reply left in the browser (spec section 3), when there are any. */
function cachedItems(dictCode: string): DictModel[] | null {
  return readJson<Record<string, DictModel[]>>(STORAGE_KEYS.dictionaries)?.[dictCode] ?? null;
}

/**
 * One dictionary's items (spec section 7, /sys/dict/getDictItems/{dictCode}), from the copy the browser keeps when
 * it has one. Nothing is asked for while the code is empty or malformed (`problem` says which).
 */
export function useDictItems(dictCode: string | undefined) {
  const api = useApi();
  const problem = dictCode === undefined ? null : dictCodeProblem(dictCode);
  const items = useQuery({
    queryKey: [ITEMS_KEY, dictCode],
    queryFn: async () =>
      dictCode ? (cachedItems(dictCode) ?? (await api.call(dictionaryEndpoints.items, { params: { dictCode } }, { dictionaryItem: true })).result) : [],
    enabled: dictCode !== undefined && problem === null,
  });
  return { problem, items };
}

/**
 * Refreshes the dictionaries (spec sections 7 and 8): the server reads its reference data again (refleshCache), the
 * browser's copy is replaced by all of them (queryAllDictItems, kept 7 days) and every list on the page asks again.
 * Says 'refresh cache complete' or 'refresh cache failed'.
 */
export function useRefreshDictionaries(): () => Promise<void> {
  const api = useApi();
  const client = useQueryClient();
  const { message } = App.useApp();
  const { t } = useTranslation('errors');
  return async () => {
    try {
      await api.call(dictionaryEndpoints.refreshCache);
      storeJson(STORAGE_KEYS.dictionaries, (await api.call(dictionaryEndpoints.all)).result);
      await client.invalidateQueries({ queryKey: [ITEMS_KEY] });
      void message.success(t('dictCacheRefreshed'));
    } catch {
      void message.warning(t('dictCacheRefreshFailed'));
    }
  };
}
