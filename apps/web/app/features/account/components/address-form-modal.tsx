import { type Address, type AddressInput, CHINA_REGION_ROOT, type Region, addressInputSchema } from '@portal/domain';
import { Cascader, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaMaxLength, useSchemaFields } from '../../../lib/schema-fields';
import { useRootData } from '../../../root';
import { addressWrites, useAddressMutation, useCountries, useRegions } from '../api/account-api';
import { contactPhoneRules } from '../form-rules';
import { PhoneNumberInput } from './phone-number-input';

type RegionOption = { value: string; label: string; children?: RegionOption[] };
type AddressValues = Omit<AddressInput, 'provinceName' | 'cityName' | 'districtName'> & { provinceName?: string; cityName?: string; region?: string[] };

const CHINA = 'CN';
/** Province, city, district. */
const REGION_LEVELS = 3;

/**
 * The region tree (spec section 3: province, city, district under root '86') as cascader options named by their
 * text; a city without districts (Hong Kong's and Macao's districts sit at that level) ends its branch.
 */
function regionOptions(regions: Region[]): RegionOption[] {
  const byParent = new Map<string, Region[]>();
  for (const region of regions) byParent.set(region.pid, [...(byParent.get(region.pid) ?? []), region]);
  const level = (parentId: string, depth: number): RegionOption[] =>
    (byParent.get(parentId) ?? []).map((region) => {
      const children = depth < REGION_LEVELS ? level(region.id, depth + 1) : [];
      return { value: region.text, label: region.text, ...(children.length > 0 ? { children } : {}) };
    });
  return level(CHINA_REGION_ROOT, 1);
}

export function AddressFormModal({ address, open, onClose }: { address: Address | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { edition } = useRootData().config;
  const [form] = Form.useForm<AddressValues>();
  const countries = useCountries();
  const chinaName = countries.data?.find((country) => country.code === CHINA)?.name;
  const countryName = Form.useWatch('countryName', form);
  const countryCode = countries.data?.find((country) => country.name === countryName)?.code;
  const inChina = Boolean(countryName) && countryName === chinaName;
  const regions = useRegions(inChina);
  const options = useMemo(() => regionOptions(regions.data ?? []), [regions.data]);
  const save = useAddressMutation(addressWrites.save(edition));
  const schema = useMemo(() => addressInputSchema(edition), [edition]);
  const field = useSchemaFields(schema);
  const maxLength = (name: keyof AddressInput) => schemaMaxLength(schema, name);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (address) form.setFieldsValue({ ...address, region: [address.provinceName, address.cityName, address.districtName].filter(Boolean) });
  }, [open, address, form]);

  const submit = (values: AddressValues) => {
    const [provinceName = '', cityName = '', districtName = ''] = inChina ? (values.region ?? []) : [values.provinceName ?? '', values.cityName ?? ''];
    const { region: _region, ...rest } = values;
    save.mutate({ ...(address ? { id: address.id } : {}), input: { ...rest, provinceName, cityName, districtName } }, { onSuccess: onClose });
  };

  return (
    <Modal
      open={open}
      title={address ? t('editAddress') : t('addAddress')}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={640}
      destroyOnHidden
    >
      <Form<AddressValues> form={form} layout="vertical" onFinish={submit} initialValues={{ isDefault: false }} requiredMark={false}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="contact" label={t('contact')} {...field('contact')}>
              <Input maxLength={maxLength('contact')} autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="phone" label={t('contactPhone')} extra={t('phoneMayBeNa')} rules={contactPhoneRules(t, edition)}>
              {edition === 'zh' ? (
                <Input maxLength={maxLength('phone')} autoComplete="tel" />
              ) : (
                <PhoneNumberInput maxLength={maxLength('phone')} {...(countryCode ? { defaultCountry: countryCode } : {})} />
              )}
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="countryName" label={t('country')} {...field('countryName')}>
          <Select showSearch loading={countries.isLoading} options={(countries.data ?? []).map((country) => ({ value: country.name, label: country.name }))} />
        </Form.Item>
        {inChina ? (
          <Form.Item name="region" label={t('provinceCityDistrict')}>
            <Cascader options={options} loading={regions.isLoading} showSearch placeholder={t('provinceCityDistrict')} />
          </Form.Item>
        ) : (
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="provinceName" label={t('state')} {...field('provinceName')}>
                <Input maxLength={maxLength('provinceName')} autoComplete="address-level1" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="cityName" label={t('city')} {...field('cityName')}>
                <Input maxLength={maxLength('cityName')} autoComplete="address-level2" />
              </Form.Item>
            </Col>
          </Row>
        )}
        <Form.Item name="addressDetail" label={t('addressDetail')} {...field('addressDetail')}>
          <Input.TextArea maxLength={maxLength('addressDetail')} autoSize={{ minRows: 2, maxRows: 4 }} autoComplete="street-address" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="postalCode" label={t('postalCode')} {...field('postalCode')}>
              <Input maxLength={maxLength('postalCode')} autoComplete="postal-code" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Form.Item name="email" label={t('email')} {...field('email')}>
              <Input maxLength={maxLength('email')} autoComplete="email" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="company" label={t('company')} {...field('company')}>
          <Input maxLength={maxLength('company')} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="isDefault" label={t('defaultAddress')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
