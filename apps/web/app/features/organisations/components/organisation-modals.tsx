import {
  ORDER_VISIBILITIES,
  ORGANISATION_KINDS,
  type OrderVisibility,
  type Organisation,
  type OrganisationDepartment,
  type OrganisationKind,
} from '@portal/domain';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useSaveDepartment, useSaveOrganisation } from '../api/organisations-api';

/** Creates an organisation (`organisation` null) or renames it. */
export function OrganisationModal({ open, organisation, onClose }: { open: boolean; organisation: Organisation | null; onClose: () => void }) {
  const { t } = useTranslation('organisations');
  const save = useSaveOrganisation();
  return (
    <FormModal<{ name: string; kind: OrganisationKind; orderVisibility: OrderVisibility }>
      open={open}
      title={organisation ? t('editTitle') : t('addTitle')}
      okText={t('save')}
      initialValues={{ name: organisation?.name ?? '', kind: organisation?.kind ?? 'institute', orderVisibility: organisation?.orderVisibility ?? 'own' }}
      onSubmit={(input) => save.mutateAsync({ id: organisation?.id ?? null, input })}
      onClose={onClose}
      saved={t('saved')}
      failed={t('saveFailed')}
      pending={save.isPending}
      testId="organisation-modal"
    >
      <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="kind" label={t('kind')}>
        <Select options={ORGANISATION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
      </Form.Item>
      <Form.Item name="orderVisibility" label={t('orderVisibility')} extra={t('orderVisibilityHint')}>
        <Select options={ORDER_VISIBILITIES.map((visibility) => ({ value: visibility, label: t(`visibilities.${visibility}`) }))} />
      </Form.Item>
    </FormModal>
  );
}

/** Adds a department to `organisationId` (`department` null) or changes its name and cost centre. */
export function DepartmentModal({
  organisationId,
  department,
  onClose,
}: {
  organisationId: string | null;
  department: OrganisationDepartment | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('organisations');
  const save = useSaveDepartment();
  return (
    <FormModal<{ departName: string; costCentre: string }>
      open={organisationId !== null}
      title={department ? t('editDepartmentTitle') : t('addDepartmentTitle')}
      okText={t('save')}
      initialValues={{ departName: department?.departName ?? '', costCentre: department?.costCentre ?? '' }}
      onSubmit={(input) => save.mutateAsync({ organisationId: organisationId ?? '', id: department?.id ?? null, input })}
      onClose={onClose}
      saved={t('saved')}
      failed={t('saveFailed')}
      pending={save.isPending}
      testId="department-modal"
    >
      <Form.Item name="departName" label={t('departName')} rules={[{ required: true, whitespace: true, message: t('departNameRequired') }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="costCentre" label={t('costCentre')} extra={t('costCentreHint')}>
        <Input maxLength={60} />
      </Form.Item>
    </FormModal>
  );
}
