import { type DepartmentInput, type MemberInput, type OrganisationInput, organisationEndpoints } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/browser-api';

const organisationKeys = {
  all: ['staff', 'organisations'] as const,
  members: (id: string) => ['staff', 'organisations', id, 'members'] as const,
};

export function useOrganisations() {
  const api = useApi();
  return useQuery({ queryKey: organisationKeys.all, queryFn: async () => (await api.call(organisationEndpoints.list)).result });
}

export function useOrganisationMembers(id: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: organisationKeys.members(id ?? 'none'),
    enabled: id !== null,
    queryFn: async () => (id ? (await api.call(organisationEndpoints.members, { params: { id } })).result : []),
  });
}

/** Every change refreshes the organisations with their counts, and the members shown. */
function useOrganisationMutation<Input, Result>(call: (input: Input) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: organisationKeys.all }) });
}

export function useSaveOrganisation() {
  const api = useApi();
  return useOrganisationMutation(async ({ id, input }: { id: string | null; input: OrganisationInput }) =>
    id
      ? (await api.call(organisationEndpoints.change, { params: { id }, body: input })).result
      : (await api.call(organisationEndpoints.create, { body: input })).result,
  );
}

export function useSaveDepartment() {
  const api = useApi();
  return useOrganisationMutation(async ({ organisationId, id, input }: { organisationId: string; id: string | null; input: DepartmentInput }) =>
    id
      ? (await api.call(organisationEndpoints.changeDepartment, { params: { id }, body: input })).result
      : (await api.call(organisationEndpoints.addDepartment, { params: { id: organisationId }, body: input })).result,
  );
}

export function useSaveMember() {
  const api = useApi();
  return useOrganisationMutation(
    async ({ organisationId, input }: { organisationId: string; input: MemberInput }) =>
      (await api.call(organisationEndpoints.putMember, { params: { id: organisationId }, body: input })).result,
  );
}

export function useRemoveMember() {
  const api = useApi();
  return useOrganisationMutation(
    async ({ organisationId, customerId }: { organisationId: string; customerId: string }) =>
      (await api.call(organisationEndpoints.removeMember, { params: { id: organisationId, customerId } })).result,
  );
}
