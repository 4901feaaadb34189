import { GALLERY_PERMISSION, type Greeting, type StaffInfo, grantedEntries, greetingOf, hasPermission } from '@portal/domain';
import { Empty, Flex, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The staff home's welcome: the greeting of the hour (spec section 9) and what the member may do. */
export function StaffWelcome({ staff }: { staff: StaffInfo }) {
  const { t } = useTranslation('staff');
  // The hour is the member's own, known only in the browser; the server renders the page without it.
  const [greeting, setGreeting] = useState<Greeting | null>(null);
  useEffect(() => setGreeting(greetingOf(new Date().getHours())), []);
  return (
    <>
      <Typography.Title level={2} data-testid="staff-greeting">
        {greeting ? t(`greeting.${greeting}`, { name: staff.realname || staff.username }) : (staff.realname || staff.username)}
      </Typography.Title>
      {hasPermission(GALLERY_PERMISSION, grantedEntries(staff.permissions)) ? (
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
