import { type AddressInput, type Edition, type Region, accountCentreEndpoints, addressWriteEndpoints } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/browser-api';
import { STORAGE_KEYS, readCompressedJson, storeCompressedJson } from '../../../lib/browser-storage';
import { useRowSync, useRowSyncPublish } from '../../../lib/row-sync-provider';
import { useRootData } from '../../../root';

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
  return useQuery({ queryKey: accountKeys.addresses, queryFn: async () => (await api.call(accountCentreEndpoints.addresses)).result });
}

export function useProfile() {
  const api = useApi();
  return useQuery({ queryKey: accountKeys.profile, queryFn: async () => (await api.call(accountCentreEndpoints.profile)).result });
}

/** Reference data changes with releases only, so it is fetched once per page. */
export function useCountries() {
  const api = useApi();
  const { language } = useRootData();
  return useQuery({
    queryKey: accountKeys.countries(language),
    staleTime: Infinity,
    queryFn: async () => (await api.call(accountCentreEndpoints.countries)).result,
  });
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
      const regions = (await api.call(accountCentreEndpoints.regions)).result;
      await storeCompressedJson(STORAGE_KEYS.areaList, regions);
      return regions;
    },
  });
}

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
export function useAddressMutation<V>(write: (api: ApiClient, value: V) => Promise<{ message: string }>) {
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

/** `save` takes the edition, whose rule the contact phone follows. */
export const addressWrites = {
  save: (edition: Edition) => (api: ApiClient, value: { id?: string; input: AddressInput }) =>
    value.id
      ? api.call(addressWriteEndpoints[edition].edit, { params: { id: value.id }, body: value.input })
      : api.call(addressWriteEndpoints[edition].add, { body: value.input }),
  makeDefault: (api: ApiClient, id: string) => api.call(accountCentreEndpoints.setDefaultAddress, { params: { id } }),
  remove: (api: ApiClient, id: string) => api.call(accountCentreEndpoints.deleteAddress, { params: { id } }),
};
