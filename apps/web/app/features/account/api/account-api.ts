import type { Address, AddressInput, Country, Region } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useApi } from '../../../lib/browser-api';
import { STORAGE_KEYS, readCompressedJson, storeCompressedJson } from '../../../lib/browser-storage';
import { useRowSync, useRowSyncPublish } from '../../../lib/row-sync-provider';
import { useRootData } from '../../../root';

const BASE = '/by-order-client/customer';

/** `phone` comes masked ('138****5678'), '' when none is bound. */
export type Profile = { id: string; username: string; realname: string; nickname: string; avatar: string; email: string; phone: string };

export const accountKeys = {
  addresses: ['account', 'addresses'] as const,
  profile: ['account', 'profile'] as const,
  countries: (language: string) => ['account', 'countries', language] as const,
  regions: ['account', 'regions'] as const,
};

/** The live-sync key of the address book: a change on one page refreshes the user's other pages. */
export const ADDRESSES_SOCKET_KEY = 'account-addresses';

/** The address list, refreshed when another page of the same user changes it. */
export function useAddresses() {
  const api = useApi();
  const client = useQueryClient();
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: accountKeys.addresses }), [client]);
  useRowSync(ADDRESSES_SOCKET_KEY, refresh);
  return useQuery({ queryKey: accountKeys.addresses, queryFn: async () => (await api.get<Address[]>(`${BASE}/address/list`)).result });
}

export function useProfile() {
  const api = useApi();
  return useQuery({ queryKey: accountKeys.profile, queryFn: async () => (await api.get<Profile>(`${BASE}/profile`)).result });
}

/** Reference data changes with releases only, so it is fetched once per page. */
export function useCountries() {
  const api = useApi();
  const { language } = useRootData();
  return useQuery({ queryKey: accountKeys.countries(language), staleTime: Infinity, queryFn: async () => (await api.get<Country[]>(`${BASE}/dict/countries`)).result });
}

/** The area tree is kept in the browser for a week (spec section 3), so the address form opens without fetching it. */
export function useRegions(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.regions,
    staleTime: Infinity,
    enabled,
    queryFn: async () => {
      const stored = await readCompressedJson<Region[]>(STORAGE_KEYS.areaList);
      if (stored) return stored;
      const regions = (await api.get<Region[]>(`${BASE}/dict/getAllAreaInfos`)).result;
      await storeCompressedJson(STORAGE_KEYS.areaList, regions);
      return regions;
    },
  });
}

/** The address book's Excel import and its template (spec section 7, 'import URL'). */
export const ADDRESS_IMPORT_URL = `${BASE}/address/importExcel`;
export const ADDRESS_TEMPLATE_URL = `${BASE}/address/importTemplate`;

/** Refreshes the list after addresses were added elsewhere (an import), here and on the user's other open pages. */
export function useAddressesChanged() {
  const client = useQueryClient();
  const publish = useRowSyncPublish();
  return () => {
    publish(ADDRESSES_SOCKET_KEY, { changed: 'addresses' });
    return client.invalidateQueries({ queryKey: accountKeys.addresses });
  };
}

/** Address writes refresh the list, here and on the user's other open pages, and show the server's message. */
export function useAddressMutation<V>(write: (api: ReturnType<typeof useApi>, value: V) => Promise<{ message: string }>) {
  const api = useApi();
  const changed = useAddressesChanged();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (value: V) => write(api, value),
    onSuccess: async ({ message: text }) => {
      if (text) void message.success(text);
      await changed();
    },
  });
}


export const addressWrites = {
  save: (api: ReturnType<typeof useApi>, value: { id?: string; input: AddressInput }) =>
    value.id ? api.put<Address>(`${BASE}/address/edit/${value.id}`, value.input) : api.post<Address>(`${BASE}/address/add`, value.input),
  makeDefault: (api: ReturnType<typeof useApi>, id: string) => api.post<null>(`${BASE}/address/setDefault/${id}`),
  remove: (api: ReturnType<typeof useApi>, id: string) => api.delete<null>(`${BASE}/address/delete/${id}`),
};
