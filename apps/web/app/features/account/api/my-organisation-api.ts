import { type MemberInput, myOrganisationEndpoints } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';

const MY_ORGANISATION = ['account', 'organisation'] as const;

export function useMyOrganisation() {
  const api = useApi();
  return useQuery({ queryKey: MY_ORGANISATION, queryFn: async () => (await api.call(myOrganisationEndpoints.get)).result });
}

/** An administrator's change to the members; the organisation is read again with its counts. */
function useMemberChange<Input>(call: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: MY_ORGANISATION }) });
}

export function useSaveMyMember() {
  const api = useApi();
  return useMemberChange(async (input: MemberInput) => (await api.call(myOrganisationEndpoints.putMember, { body: input })).result);
}

export function useRemoveMyMember() {
  const api = useApi();
  return useMemberChange(async (customerId: string) => (await api.call(myOrganisationEndpoints.removeMember, { params: { customerId } })).result);
}
