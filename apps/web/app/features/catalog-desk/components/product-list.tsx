import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PRODUCT_LINES, type StaffProductRow, formatPrice } from '@portal/domain';
import { App, Button, Flex, Input, Select, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { serverMessage } from '../../../lib/api-client';
import { useRootData } from '../../../root';
import { usePublishProduct, useStaffProducts } from '../api/catalog-desk-api';
import { productListQueryOf } from '../api/product-list-query';
import { withParams } from '../../../lib/url-params';
import { ProductImportDialog } from './product-import-dialog';
import { queryTableState } from '../../../lib/query-table';

export const EDIT_PATH = '/staff/products/edit';

/** Every product, published or not, filtered by the URL; each row publishes or withdraws with one switch. */
export function ProductList() {
  const { t } = useTranslation(['catalog-desk', 'catalog']);
  const { language } = useRootData();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [importing, setImporting] = useState(false);
  const query = productListQueryOf(params);
  const list = useStaffProducts(query);
  const publish = usePublishProduct();
  // Replacing keeps the list in its own page tab (the multi-tab layout opens a tab per pushed address).
  const change = (changes: Record<string, string | null>) => setParams(withParams(params, changes), { replace: true });

  const togglePublished = (row: StaffProductRow, published: boolean) =>
    publish.mutate(
      { catalogNo: row.catalogNo, published },
      {
        // A refusal is shown by the app's failure notice, as for every call.
        onSuccess: () => void message.success(t(published ? 'list.publishedNow' : 'list.withdrawnNow', { catalogNo: row.catalogNo })),
      },
    );
  const price = (minor: number | null, currency: string) => (minor === null ? null : formatPrice(minor, currency, language));

  return (
    <>
      <Flex wrap gap={8} justify="space-between">
        <Flex wrap gap={8}>
          <Input.Search
            key={params.get('keyword') ?? ''}
            aria-label={t('list.keyword')}
            placeholder={t('list.keywordHint')}
            defaultValue={params.get('keyword') ?? ''}
            allowClear
            enterButton={t('list.search')}
            onSearch={(keyword) => change({ keyword: keyword.trim() })}
            style={{ width: 320 }}
          />
          <Select
            aria-label={t('list.line')}
            placeholder={t('list.allLines')}
            allowClear
            value={query.line}
            onChange={(line?: string) => change({ line: line ?? null })}
            options={PRODUCT_LINES.map((line) => ({ value: line, label: t(`catalog:line.${line}.title`) }))}
            style={{ width: 220 }}
          />
          <Select
            aria-label={t('list.state')}
            value={query.published ?? ''}
            onChange={(published: string) => change({ published })}
            options={[
              { value: '', label: t('list.anyState') },
              { value: 'true', label: t('list.published') },
              { value: 'false', label: t('list.unpublished') },
            ]}
            style={{ width: 160 }}
          />
        </Flex>
        <Flex gap={8}>
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => setImporting(true)}>
            {t('import.open')}
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(EDIT_PATH)}>
            {t('list.create')}
          </Button>
        </Flex>
      </Flex>
      <Table<StaffProductRow>
        rowKey="id"
        data-testid="staff-products"
        style={{ marginTop: 16 }}
        {...queryTableState(list, serverMessage(list.error) ?? t('failed'))}
        dataSource={list.data?.records ?? []}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('list.total', { count: total }),
          onChange: (pageNo, pageSize) => change({ pageNo: String(pageNo), pageSize: String(pageSize) }),
        }}
        columns={[
          { key: 'catalogNo', title: t('catalog:catalogNo'), dataIndex: 'catalogNo' },
          { key: 'name', title: t('editor.name'), dataIndex: 'name', minWidth: 200 },
          { key: 'line', title: t('list.line'), render: (_value, row) => `${t(`catalog:line.${row.line}.title`)} · ${row.categorySec}` },
          { key: 'packs', title: t('list.packs'), dataIndex: 'packCount', align: 'right', minWidth: 80 },
          {
            key: 'price',
            title: t('list.listPriceFrom'),
            align: 'right',
            render: (_value, row) =>
              [price(row.priceFromUsd, 'USD'), price(row.priceFromCny, 'CNY')].filter(Boolean).join(' / ') || (
                <Typography.Text type="secondary">{t('catalog:quoteOnly')}</Typography.Text>
              ),
          },
          {
            key: 'published',
            title: t('list.published'),
            minWidth: 104,
            render: (_value, row) => (
              <Switch
                aria-label={t('list.publishSwitch', { catalogNo: row.catalogNo })}
                checked={row.published}
                loading={publish.isPending && publish.variables?.catalogNo === row.catalogNo}
                onChange={(published) => togglePublished(row, published)}
              />
            ),
          },
          {
            key: 'edit',
            title: t('list.actions'),
            minWidth: 88,
            render: (_value, row) => (
              <Link to={`${EDIT_PATH}?catalogNo=${encodeURIComponent(row.catalogNo)}`} aria-label={t('list.editProduct', { catalogNo: row.catalogNo })}>
                {t('list.edit')}
              </Link>
            ),
          },
        ]}
      />
      <ProductImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
