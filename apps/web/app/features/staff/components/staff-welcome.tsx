import { GALLERY_PERMISSION, type StaffInfo, staffMay } from '@portal/domain';
import { Empty, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GreetingTitle } from '../../../components/greeting-title';

/** The staff home's welcome: the greeting of the hour (spec section 9) and what the member may do. */
export function StaffWelcome({ staff }: { staff: StaffInfo }) {
  const { t } = useTranslation('staff');
  return (
    <>
      <GreetingTitle name={staff.realname || staff.username} testId="staff-greeting" />
      {staffMay(staff.permissions, GALLERY_PERMISSION) ? (
        <Typography.Paragraph>
          <Link to="/staff/gallery">{t('gallery.title')}</Link>
        </Typography.Paragraph>
      ) : null}
      <Typography.Title level={4}>{t('permissions')}</Typography.Title>
      {staff.permissions.length > 0 ? (
        <Flex wrap gap={8} data-testid="staff-permissions">
          {staff.permissions.map((permission) => (
            <Tag key={permission}>{permission}</Tag>
          ))}
        </Flex>
      ) : (
        <Empty description={t('noPermissions')} />
      )}
    </>
  );
}
