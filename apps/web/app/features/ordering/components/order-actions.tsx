import { type OrderDetail, serviceDefinition } from '@portal/domain';
import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePrompt } from '../../../components/prompt-dialog';
import { useSessionDownload } from '../../../lib/session-download';
import { type CustomerStep, fetchQuotePdf, useOrderStep, useReorder } from '../api/orders-api';
import { useOrderFormat } from '../../../components/orders/use-order-format';

const NOTE_MAX_LENGTH = 500;

type Props = { order: OrderDetail; cartPath: string };

/**
 * What the customer may do next: the steps the server offers in `actions`, each behind a confirmation, and
 * reorder at any stage (a product order's lines into the cart, a service order's rows into a new order of the service). A refused step (the order moved on, the quote ran out) is reported
 * by the query provider with the server's message, and the order is fetched again.
 */
export function OrderActions({ order, cartPath }: Props) {
  const { t } = useTranslation('ordering');
  const { modal, message } = App.useApp();
  const prompt = usePrompt();
  const format = useOrderFormat();
  const step = useOrderStep(order.id);
  const reorder = useReorder(order.id);
  const download = useSessionDownload();
  const navigate = useNavigate();
  // A service order is repeated from its own page, its rows copied into a new order to change before sending.
  const serviceAgain = order.service ? `${serviceDefinition(order.service).path}?${new URLSearchParams({ from: order.id }).toString()}` : null;
  const takeStep = (name: CustomerStep, note: string) =>
    step.mutateAsync({ step: name, note }).then(
      () => true,
      () => false,
    );

  const confirmQuote = () =>
    modal.confirm({
      title: t('confirmQuoteTitle'),
      content: t('confirmQuoteText', {
        total: format.money(order.totalMinor, order.currency),
        validUntil: order.quote ? format.date(order.quote.validUntil) : '',
      }),
      okText: t('confirmQuote'),
      cancelText: t('back'),
      onOk: async () => {
        if (await takeStep('confirmQuote', '')) void message.success(t('quoteConfirmed'));
      },
    });

  const cancel = async () => {
    const note = await prompt({ title: t('cancelTitle', { orderNo: order.orderNo }), label: t('cancelNote'), maxLength: NOTE_MAX_LENGTH });
    if (note === null) return;
    if (await takeStep('cancel', note)) void message.success(t('orderCanceled'));
  };

  const copyToCart = async () => {
    const result = await reorder.mutateAsync().catch(() => null);
    if (!result) return;
    void message.success({
      content: (
        <span data-testid="reorder-result">
          {t('reordered', { added: result.added, skipped: result.skipped })} <Link to={cartPath}>{t('openCart')}</Link>
        </span>
      ),
    });
  };

  return (
    <Space wrap>
      {order.actions.includes('confirmQuote') ? (
        <Button type="primary" onClick={confirmQuote} loading={step.isPending && step.variables.step === 'confirmQuote'}>
          {t('confirmQuote')}
        </Button>
      ) : null}
      {order.actions.includes('cancel') ? (
        <Button danger onClick={() => void cancel()} loading={step.isPending && step.variables.step === 'cancel'}>
          {t('cancelOrder')}
        </Button>
      ) : null}
      {order.quote ? <Button onClick={() => void download((api) => fetchQuotePdf(api, order.id))}>{t('downloadQuote')}</Button> : null}
      {order.orderType === 'product' ? (
        <Button onClick={() => void copyToCart()} loading={reorder.isPending}>
          {t('reorder')}
        </Button>
      ) : null}
      {serviceAgain ? <Button onClick={() => void navigate(serviceAgain)}>{t('reorder')}</Button> : null}
    </Space>
  );
}
