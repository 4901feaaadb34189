import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { MY_INVOICES_PATH, MY_PARCELS_PATH, SYSTEM_SETTINGS_PATH, type UserInfo, accountCentrePath } from '@portal/domain';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { storedFileUrl } from '../../../lib/stored-file';
import { useRootData } from '../../../root';
import { useLogout } from '../hooks/use-logout';
import { lazyWithTimeout } from '../../../components/chunk-load';
import { useRefreshDictionaries } from '../../../components/use-dict-items';
import { useLazyDialog } from '../../../components/lazy-dialog';

const ChangePasswordModal = lazyWithTimeout<{ open: boolean; onClose: () => void }>(() =>
  import('./change-password-modal').then((module) => ({ default: module.ChangePasswordModal })),
);

/**
 * The header's user menu (spec section 2): user centre, then in the Chinese edition the pages only it has (my invoices,
 * my parcels, system settings), change password, refresh cache (spec section 8), logout. `newTab`: the protein and
 * cell-line header opens the user centre in a new tab.
 */
export function UserMenu({ user, newTab = false }: { user: UserInfo; newTab?: boolean }) {
  const { t } = useTranslation(['account', 'auth', 'menu']);
  const { config } = useRootData();
  const navigate = useNavigate();
  const { confirmLogout } = useLogout();
  const passwordDialog = useLazyDialog();
  const refreshDictionaries = useRefreshDictionaries();

  const items: MenuProps['items'] = [
    {
      key: 'centre',
      label: t('userCentre'),
      onClick: () =>
        newTab ? void window.open(accountCentrePath(config.systemType), '_blank', 'noopener') : void navigate(accountCentrePath(config.systemType)),
    },
    ...(config.edition === 'zh'
      ? [
          { key: 'invoices', label: t('menu:myInvoices'), onClick: () => void navigate(MY_INVOICES_PATH) },
          { key: 'parcels', label: t('menu:myParcels'), onClick: () => void navigate(MY_PARCELS_PATH) },
          { key: 'settings', label: t('systemSettings'), onClick: () => void navigate(SYSTEM_SETTINGS_PATH) },
        ]
      : []),
    { key: 'password', label: t('changePassword'), onClick: passwordDialog.show },
    { key: 'refreshCache', label: t('refreshCache'), onClick: () => void refreshDictionaries() },
    { type: 'divider' },
    { key: 'logout', label: t('auth:logout'), onClick: confirmLogout },
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button type="text" size="small" aria-haspopup="menu" title={t('userMenu')} data-testid="user-menu">
          <Avatar size={20} src={user.avatar ? storedFileUrl(config, user.avatar) : undefined} icon={<UserOutlined />} />
          <span>{user.realname || user.username}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
      {passwordDialog.render(<ChangePasswordModal open={passwordDialog.open} onClose={passwordDialog.hide} />)}
    </>
  );
}
