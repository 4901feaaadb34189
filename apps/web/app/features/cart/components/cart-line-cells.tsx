import type { CartLine } from '@portal/domain';
import { App, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-client';
import { type PortalCart, cartWrites, useCartWrite, useProductPacks } from '../api/cart-api';

/** The line's pack, changeable among the product's packs; the packs are fetched when the list is first opened. */
export function PackCell({ line, kind }: { line: CartLine; kind: PortalCart }) {
  const { t } = useTranslation('cart');
  const { message } = App.useApp();
  const [opened, setOpened] = useState(false);
  const packs = useProductPacks(line.catalog, opened);
  const edit = useCartWrite(cartWrites.edit(kind), true);
  const options =
    packs.data?.map((pack) => ({ value: pack.id, label: pack.sizeLabel })) ?? (line.packId ? [{ value: line.packId, label: line.packLabel }] : []);
  return (
    <Select<string>
      aria-label={t('packOf', { catalog: line.catalog })}
      value={line.packId ?? undefined}
      options={options}
      loading={packs.isFetching || edit.isPending}
      onOpenChange={(open) => open && setOpened(true)}
      onChange={(packId) => edit.mutate({ id: line.id, packId }, { onError: (error) => void message.error(serverMessage(error) ?? t('saveFailed')) })}
      style={{ minWidth: 120 }}
    />
  );
}

/** The line's quantity, saved when the field is left or Enter is pressed; a refused change goes back to the saved one. */
export function QuantityCell({ line, kind }: { line: CartLine; kind: PortalCart }) {
  const { t } = useTranslation('cart');
  const { message } = App.useApp();
  const [draft, setDraft] = useState<number | null>(line.quantity);
  const [saved, setSaved] = useState(line.quantity);
  const edit = useCartWrite(cartWrites.edit(kind), true);
  if (saved !== line.quantity) {
    setSaved(line.quantity);
    setDraft(line.quantity);
  }
  const commit = () => {
    if (draft === null || draft === line.quantity) {
      setDraft(line.quantity);
      return;
    }
    edit.mutate(
      { id: line.id, quantity: draft },
      {
        onError: (error) => {
          setDraft(line.quantity);
          void message.error(serverMessage(error) ?? t('saveFailed'));
        },
      },
    );
  };
  return (
    <InputNumber<number>
      aria-label={t('quantityOf', { catalog: line.catalog })}
      min={1}
      precision={0}
      value={draft}
      disabled={edit.isPending}
      onChange={setDraft}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: 96 }}
    />
  );
}
