import { type DictModel, dictCodeProblem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../lib/browser-api';
import { STORAGE_KEYS, readJson } from '../lib/browser-storage';

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
    queryKey: ['dict-items', dictCode],
    queryFn: async () => (dictCode ? (cachedItems(dictCode) ?? (await api.get<DictModel[]>(`/sys/dict/getDictItems/${encodeURIComponent(dictCode)}`)).result) : []),
    enabled: dictCode !== undefined && problem === null,
  });
  return { problem, items };
}
