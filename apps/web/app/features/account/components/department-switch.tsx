import { departmentEndpoints } from '@portal/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/browser-api';
import { DepartmentModal } from './department-modal';

const departsKey = ['account', 'departments'] as const;

/** Switching department from the account centre; without any department the spec's warning is shown. */
export function DepartmentSwitch({ username }: { username: string }) {
  const { t } = useTranslation('account');
  const api = useApi();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const departs = useQuery({
    queryKey: departsKey,
    queryFn: async () => (await api.call(departmentEndpoints.current)).result,
  });
  const onClick = () => {
    if (!departs.data?.list.length) void message.warning(t('errors:departmentNone'));
    else setOpen(true);
  };
  return (
    <>
      <Button onClick={onClick} loading={departs.isLoading}>
        {t('switchDepartment')}
      </Button>
      <DepartmentModal
        open={open}
        username={username}
        departs={departs.data?.list ?? []}
        current={departs.data?.orgCode ?? ''}
        onCancel={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          void client.invalidateQueries({ queryKey: departsKey });
        }}
      />
    </>
  );
}
