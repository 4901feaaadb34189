import { type ProductPack, cartAddSchema, loginPath } from '@portal/domain';
import { App, Button, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useRevalidator } from 'react-router';
import { serverMessage } from '../../../lib/api-client';
import { type PortalCart, cartWrites, useCartWrite } from '../api/cart-api';
import { clearChangedErrors, formErrors } from '../../../lib/schema-errors';

type Values = { packId?: string; quantity?: number | null };

/**
 * The product page's add-to-cart control: a pack (the "specification") and a quantity. A visitor is sent to log in
 * and brought back; after adding, the layout's loader runs again so the header badge shows the new count.
 */
export function AddToCart({ kind, catalogNo, packs, signedIn }: { kind: PortalCart; catalogNo: string; packs: ProductPack[]; signedIn: boolean }) {
  return signedIn ? <CartAdder kind={kind} catalogNo={catalogNo} packs={packs} /> : <LoginToAdd />;
}

/** A visitor's page runs without the app: the button leads to the login page, which comes back here. */
function LoginToAdd() {
  const { t } = useTranslation('cart');
  const location = useLocation();
  return (
    <Button type="primary" href={loginPath(`${location.pathname}${location.search}`)} data-testid="add-to-cart" style={{ marginTop: 16 }}>
      {t('addToCart')}
    </Button>
  );
}

function CartAdder({ kind, catalogNo, packs }: { kind: PortalCart; catalogNo: string; packs: ProductPack[] }) {
  const { t } = useTranslation('cart');
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const revalidator = useRevalidator();
  const add = useCartWrite(cartWrites.add(kind), true);

  const submit = (values: Values) => {
    const parsed = cartAddSchema.safeParse({ catalogNo, packId: values.packId, quantity: values.quantity ?? undefined });
    if (!parsed.success) {
      form.setFields(formErrors(t, parsed.error.issues, (path) => (path[0] === 'packId' || path[0] === 'quantity' ? [path[0]] : null)).fields);
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        void message.success(t('added'));
        void revalidator.revalidate();
      },
      onError: (error) => void message.error(serverMessage(error) ?? t('addFailed')),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={(changed: Values) => clearChangedErrors(form, changed)}
      initialValues={{ quantity: 1 }}
      data-testid="add-to-cart"
      style={{ marginTop: 16 }}
    >
      <Form.Item name="packId" label={t('specification')}>
        <Select<string>
          placeholder={t('chooseSpecification')}
          options={packs.map((pack) => ({ value: pack.id, label: pack.sizeLabel }))}
          style={{ minWidth: 200 }}
        />
      </Form.Item>
      <Form.Item name="quantity" label={t('quantity')}>
        <InputNumber<number> min={1} precision={0} style={{ width: 120 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending}>
        {t('addToCart')}
      </Button>
    </Form>
  );
}
