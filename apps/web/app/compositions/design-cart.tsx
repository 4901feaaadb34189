import { cartEndpoints } from '@portal/domain';
import { Card } from 'antd';
import { useCartLines, useCartWrite } from '../features/cart/api/cart-api';
import { useInquiryForm } from '../features/cart/hooks/use-inquiry-submit';
import { VectorOrderForm } from '../features/vector-order/components/vector-order-form';

/**
 * The designs waiting in the plasmid builder's carrier cart with their vector order: the vector construction page
 * and the cart page both show it. (This folder holds what more than one route composes from several features.)
 */
export function DesignCart() {
  const form = useInquiryForm();
  const designs = useCartLines('carrier');
  const remove = useCartWrite((api, ids: string[]) => api.call(cartEndpoints.carrier.remove, { body: { ids } }));
  return (
    <Card>
      <VectorOrderForm lines={designs.data?.records ?? null} onRemove={(ids) => remove.mutate(ids)} {...form} />
    </Card>
  );
}
