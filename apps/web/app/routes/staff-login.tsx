import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StaffLoginForm } from '../features/staff/components/staff-login-form';

export default function StaffLogin() {
  const { t } = useTranslation('staff');
  return (
    <Card style={{ maxWidth: 420, margin: '48px auto' }}>
      <Typography.Title level={2}>{t('loginTitle')}</Typography.Title>
      <StaffLoginForm />
    </Card>
  );
}
