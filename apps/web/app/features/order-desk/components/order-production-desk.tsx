import {
  ORDERS_FULFIL_PERMISSION,
  type OrderDetail,
  SUB_ORDER_STATUSES,
  type SubOrder,
  orderResultInputSchema,
  staffMay,
  subOrderPartSchema,
  subOrderStatusInputSchema,
} from '@portal/domain';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Typography, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { AttachmentUpload } from '../../../components/inquiry-details/attachment-upload';
import { orderLineTitle } from '../../../components/orders/order-line-item';
import { OrderProduction } from '../../../components/orders/order-production';
import { uploadedPaths } from '../../../components/upload-popup';
import { serverMessage } from '../../../lib/api-client';
import { schemaMaxLength } from '../../../lib/schema-fields';
import { fetchStaffResult, useAddResult, useSplitOrder, useSubOrderStatus } from '../api/order-desk-api';
import { DeskForm } from './step-form';

type Props = { order: OrderDetail; permissions: readonly string[] };
type SplitValues = { parts: { title?: string; lineNos?: number[] }[] };
type ResultValues = { files?: UploadFile<string>[]; subOrderId?: string; note?: string };

/** A sub-order's status and production note, changed in its row. */
function SubOrderStatusControl({ sub }: { sub: SubOrder }) {
  const { t } = useTranslation(['order-desk', 'orders', 'http']);
  const change = useSubOrderStatus();
  return (
    <Form
      layout="inline"
      initialValues={{ status: sub.status, productionStatus: sub.productionStatus }}
      onFinish={(values: { status: SubOrder['status']; productionStatus?: string }) =>
        change.mutate({ id: sub.id, status: values.status, productionStatus: values.productionStatus ?? '' })
      }
    >
      <Form.Item name="status" style={{ marginBottom: 0 }}>
        <Select
          aria-label={t('production.subOrderStatus', { title: sub.title })}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 140 }}
          options={SUB_ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders:subOrderStatus_${status}`) }))}
        />
      </Form.Item>
      <Form.Item name="productionStatus" style={{ marginBottom: 0 }}>
        <Input
          aria-label={t('production.subOrderNote', { title: sub.title })}
          maxLength={schemaMaxLength(subOrderStatusInputSchema, 'productionStatus')}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Button htmlType="submit" loading={change.isPending}>
        {t('production.saveSubOrder')}
      </Button>
      {/* The desk's writes leave their refusal to the form (showsOwnMessage): a closed order says so here. */}
      {change.error ? (
        <Typography.Text type="danger" role="alert">
          {serverMessage(change.error) ?? t('http:requestFailed')}
        </Typography.Text>
      ) : null}
    </Form>
  );
}

/**
 * Production on the desk: the sub-orders and results as the customer sees them, and for members who fulfil orders
 * the forms to split the order, move each sub-order along and attach result files (which the customer is told of).
 */
export function OrderProductionDesk({ order, permissions }: Props) {
  const { t } = useTranslation(['order-desk', 'ordering']);
  const { t: tLines } = useTranslation(['ordering', 'services']);
  const split = useSplitOrder();
  const addResult = useAddResult();
  const fulfil = staffMay(permissions, ORDERS_FULFIL_PERMISSION) && order.status !== 'completed' && order.status !== 'canceled';
  const taken = new Set(order.subOrders.flatMap((sub) => sub.lineNos));
  const lineOptions = order.lines
    .filter((line) => !taken.has(line.lineNo))
    .map((line) => ({ value: line.lineNo, label: `#${line.lineNo} ${orderLineTitle(line, order.service, tLines)}` }));

  return (
    <Card size="small" title={t('ordering:production')} data-testid="order-production">
      <Flex vertical gap={16}>
        <OrderProduction order={order} fetchResult={fetchStaffResult} subOrderControls={fulfil ? (sub) => <SubOrderStatusControl sub={sub} /> : undefined} />
        {fulfil ? (
          <Row gutter={[16, 16]}>
            {lineOptions.length > 0 ? (
              <Col xs={24} xl={12}>
                <DeskForm
                  name="split"
                  change={split}
                  title={t('production.splitTitle')}
                  submitLabel={t('production.split')}
                  initialValues={{ parts: [{}] }}
                  toBody={(values: SplitValues) => ({
                    id: order.id,
                    parts: values.parts.map((part) => ({ title: part.title ?? '', lineNos: part.lineNos ?? [] })),
                  })}
                >
                  <Form.List name="parts">
                    {(parts, { add, remove }) => (
                      <>
                        {parts.map((part, index) => (
                          <Flex key={part.key} gap={8} align="start">
                            <Form.Item name={[part.name, 'title']} label={t('production.partTitle', { number: index + 1 })} style={{ flex: 1 }}>
                              <Input maxLength={schemaMaxLength(subOrderPartSchema, 'title')} />
                            </Form.Item>
                            <Form.Item name={[part.name, 'lineNos']} label={t('production.partLines', { number: index + 1 })} style={{ flex: 1 }}>
                              <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} options={lineOptions} />
                            </Form.Item>
                            {parts.length > 1 ? (
                              <Button type="link" danger onClick={() => remove(part.name)} style={{ marginTop: 30 }}>
                                {t('production.removePart')}
                              </Button>
                            ) : null}
                          </Flex>
                        ))}
                        <Button onClick={() => add({})} style={{ marginBottom: 12 }}>
                          {t('production.addPart')}
                        </Button>
                      </>
                    )}
                  </Form.List>
                </DeskForm>
              </Col>
            ) : null}
            <Col xs={24} xl={12}>
              <DeskForm
                name="addResult"
                change={addResult}
                title={t('production.resultTitle')}
                submitLabel={t('production.addResult')}
                toBody={(values: ResultValues) => ({
                  id: order.id,
                  subOrderId: values.subOrderId ?? null,
                  path: uploadedPaths(values.files ?? [])[0] ?? '',
                  note: values.note ?? '',
                })}
              >
                <Form.Item name="files" label={t('production.resultFile')}>
                  <AttachmentUpload maxCount={1} label={t('production.uploadResult')} testId="result-file" folder="result" />
                </Form.Item>
                <Form.Item name="subOrderId" label={t('production.resultFor')}>
                  <Select
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={t('ordering:wholeOrder')}
                    options={order.subOrders.map((sub) => ({ value: sub.id, label: `#${sub.subNo} ${sub.title}` }))}
                  />
                </Form.Item>
                <Form.Item name="note" label={t('production.resultNote')}>
                  <Input maxLength={schemaMaxLength(orderResultInputSchema, 'note')} />
                </Form.Item>
              </DeskForm>
            </Col>
          </Row>
        ) : null}
      </Flex>
    </Card>
  );
}
