import { type Profile, accountCentreEndpoints, profileInputSchema } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/browser-api';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';
import { accountKeys, useProfile } from '../api/account-api';

const PROFILE_FIELDS = ['realname', 'nickname', 'email'] as const;
type ProfileValues = Pick<Profile, (typeof PROFILE_FIELDS)[number]>;

export function ProfileForm() {
  const { t } = useTranslation('account');
  const api = useApi();
  const client = useQueryClient();
  const { message } = App.useApp();
  const profile = useProfile();
  const [form] = Form.useForm<ProfileValues>();
  const field = useSchemaFields(profileInputSchema);
  const maxLength = (name: keyof ProfileValues) => schemaMaxLength(profileInputSchema, name);

  // A field the customer typed in before the profile arrived keeps what was typed.
  useEffect(() => {
    const data = profile.data;
    if (!data) return;
    const untouched = PROFILE_FIELDS.filter((name) => !form.isFieldTouched(name));
    form.setFieldsValue(Object.fromEntries(untouched.map((name) => [name, data[name]])));
  }, [profile.data, form]);

  const save = useMutation({
    mutationFn: (values: ProfileValues) => api.call(accountCentreEndpoints.saveProfile, { body: values }),
    onSuccess: ({ result }) => {
      client.setQueryData(accountKeys.profile, result);
      void message.success(t('profileSaved'));
    },
  });

  return (
    <Form<ProfileValues> form={form} layout="vertical" onFinish={(values) => save.mutate(values)} style={{ maxWidth: 480 }} requiredMark={false}>
      <Form.Item label={t('username')} htmlFor="profile-username">
        <Input id="profile-username" value={profile.data?.username ?? ''} disabled />
      </Form.Item>
      <Form.Item name="realname" label={t('realname')} {...field('realname')}>
        <Input maxLength={maxLength('realname')} autoComplete="name" />
      </Form.Item>
      <Form.Item name="nickname" label={t('nickname')} {...field('nickname')}>
        <Input maxLength={maxLength('nickname')} autoComplete="nickname" />
      </Form.Item>
      <Form.Item name="email" label={t('email')} {...field('email')}>
        <Input maxLength={maxLength('email')} autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}
