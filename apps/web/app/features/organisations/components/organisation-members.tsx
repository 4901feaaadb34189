import type { Organisation } from '@portal/domain';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrganisationMembersPanel } from '../../../components/organisation-members-panel';
import { useOrganisationMembers, useRemoveMember, useSaveMember } from '../api/organisations-api';

/** An organisation's members, kept by staff in a drawer beside the list. */
export function OrganisationMembers({ organisation, onClose }: { organisation: Organisation | null; onClose: () => void }) {
  const { t } = useTranslation('organisations');
  const members = useOrganisationMembers(organisation?.id ?? null);
  const save = useSaveMember();
  const remove = useRemoveMember();
  const organisationId = organisation?.id ?? '';
  return (
    <Drawer
      open={organisation !== null}
      onClose={onClose}
      title={organisation ? t('membersTitle', { name: organisation.name }) : undefined}
      size={720}
      destroyOnHidden
    >
      <OrganisationMembersPanel
        departments={organisation?.departments ?? []}
        members={members.data ?? []}
        loading={members.isLoading}
        saving={save.isPending}
        onSave={(input) => save.mutateAsync({ organisationId, input })}
        onRemove={(member) => remove.mutateAsync({ organisationId, customerId: member.customerId })}
      />
    </Drawer>
  );
}
