import { UserOutlined } from '@ant-design/icons';
import { accountCentreEndpoints } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { UploadPopup } from '../../../components/upload-popup';
import { useApi } from '../../../lib/browser-api';
import { storedFileUrl } from '../../../lib/stored-file';
import { useRootData } from '../../../root';
import { accountKeys, useProfile } from '../api/account-api';

/** The profile picture: chosen through the image upload popup, saved at once, or removed. */
export function AvatarField() {
  const { t } = useTranslation('account');
  const api = useApi();
  const client = useQueryClient();
  const revalidator = useRevalidator();
  const { message } = App.useApp();
  const { config } = useRootData();
  const profile = useProfile();
  const [choosing, setChoosing] = useState(false);

  const save = useMutation({
    mutationFn: (avatar: string) => api.call(accountCentreEndpoints.saveAvatar, { body: { avatar } }),
    onSuccess: async ({ result }) => {
      client.setQueryData(accountKeys.profile, result);
      void message.success(t('pictureSaved'));
      // The header's user menu shows the picture from the page's loader data.
      await revalidator.revalidate();
    },
  });

  const avatar = profile.data?.avatar ?? '';
  return (
    <Flex align="center" gap={16} style={{ marginBottom: 24 }}>
      <Avatar size={64} icon={<UserOutlined />} src={avatar ? storedFileUrl(config, avatar) : undefined} alt={t('picture')} data-testid="profile-avatar" />
      <Button onClick={() => setChoosing(true)} loading={save.isPending} disabled={!profile.data}>
        {t('changePicture')}
      </Button>
      {avatar ? (
        <Button type="link" danger onClick={() => save.mutate('')} disabled={save.isPending}>
          {t('removePicture')}
        </Button>
      ) : null}
      <UploadPopup
        open={choosing}
        kind="image"
        biz="avatar"
        maxCount={1}
        onCancel={() => setChoosing(false)}
        onOk={([path]) => {
          setChoosing(false);
          if (path) save.mutate(path);
        }}
      />
    </Flex>
  );
}
