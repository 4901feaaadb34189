import { type CategoryNode, categoryEndpoints } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, List, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLevels } from '../../../components/category-api';
import { CategoryTreeSelect } from '../../../components/category-tree-select';
import { DictSearch } from '../../../components/dict-search';
import { DictSelect } from '../../../components/dict-select';
import { MarkdownEditor } from '../../../components/markdown-editor/markdown-editor';
import { PopupField } from '../../../components/popup-record-picker/popup-field';
import { ReportPopup } from '../../../components/popup-record-picker/report-popup';
import { SliderCaptcha } from '../../../components/slider-captcha';
import { SubTablePopover } from '../../../components/sub-table-popover';
import { TreeTable } from '../../../components/tree-table';
import { UploadPopup } from '../../../components/upload-popup';
import { useApi } from '../../../lib/browser-api';
import { SEARCH_SELECT_DEBOUNCE_MS } from '../../../lib/widgets';

const PRODUCT_IMAGES_LIMIT = 5;

function Section({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <Card title={title} data-testid={`section-${id}`} style={{ marginBottom: 24 }}>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {children}
    </Card>
  );
}

function SliderSection() {
  const { t } = useTranslation('widgets');
  const [verified, setVerified] = useState(false);
  return (
    <Section id="slider" title={t('gallery.slider.title')} hint={t('gallery.slider.hint')}>
      <div style={{ maxWidth: 360 }}>
        <SliderCaptcha onSuccess={() => setVerified(true)} />
      </div>
      <Typography.Paragraph data-testid="slider-result" style={{ marginTop: 12 }}>
        {verified ? t('gallery.slider.done') : ''}
      </Typography.Paragraph>
    </Section>
  );
}

function DictionarySection() {
  const { t } = useTranslation('widgets');
  const [code, setCode] = useState('transport_condition');
  return (
    <Section id="dictionaries" title={t('gallery.dict.title')} hint={t('gallery.dict.hint')}>
      <Form layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item label={t('gallery.dict.code')} htmlFor="gallery-dict-code">
          <Input id="gallery-dict-code" value={code} onChange={(event) => setCode(event.target.value)} />
        </Form.Item>
        <Form.Item label={t('gallery.dict.choice')} htmlFor="gallery-dict-select">
          <DictSelect key={code} id="gallery-dict-select" dictCode={code} placeholder={t('gallery.dict.choose')} />
        </Form.Item>
        <Form.Item label={t('gallery.dict.status')} htmlFor="gallery-dict-search" extra={t('gallery.dict.statusHint')}>
          <DictSearch id="gallery-dict-search" dict="order_status" placeholder={t('gallery.dict.typeToSearch')} />
        </Form.Item>
        <Form.Item label={t('gallery.dict.payment')} htmlFor="gallery-search-select" extra={t('gallery.dict.paymentHint')}>
          <DictSearch id="gallery-search-select" dict="payment_method" debounceMs={SEARCH_SELECT_DEBOUNCE_MS} placeholder={t('gallery.dict.typeToSearch')} />
        </Form.Item>
      </Form>
    </Section>
  );
}

function CategorySelectSection() {
  const { t } = useTranslation('widgets');
  const [condition, setCondition] = useState('');
  return (
    <Section id="tree-select" title={t('gallery.treeSelect.title')} hint={t('gallery.treeSelect.hint')}>
      <Form layout="vertical" style={{ maxWidth: 420 }}>
        <Form.Item label={t('gallery.treeSelect.condition')} htmlFor="gallery-tree-condition">
          <Input id="gallery-tree-condition" value={condition} placeholder='{"code":"biosimilar"}' onChange={(event) => setCondition(event.target.value)} />
        </Form.Item>
        <Form.Item label={t('gallery.treeSelect.category')} htmlFor="gallery-category">
          <CategoryTreeSelect id="gallery-category" condition={condition.trim()} placeholder={t('gallery.treeSelect.choose')} />
        </Form.Item>
      </Form>
    </Section>
  );
}

function TreeTableSection() {
  const { t } = useTranslation('widgets');
  const [code, setCode] = useState('');
  const filter = code.trim();
  return (
    <Section id="tree-table" title={t('gallery.treeTable.title')} hint={t('gallery.treeTable.hint')}>
      <Input.Search
        allowClear
        placeholder={t('gallery.treeTable.code')}
        aria-label={t('gallery.treeTable.code')}
        style={{ maxWidth: 320, marginBottom: 12 }}
        onSearch={setCode}
      />
      <TreeTable<CategoryNode>
        endpoint={categoryEndpoints.treeData}
        parentKey="pid"
        params={filter ? { condition: JSON.stringify({ code: filter }) } : {}}
        nodeKey={(node) => node.key}
        hasChildren={(node) => !node.leaf}
        columns={[
          { key: 'name', title: t('gallery.name'), render: (node) => node.title },
          { key: 'code', title: t('gallery.code'), render: (node) => node.code },
        ]}
      />
    </Section>
  );
}

/** The first level of the category tree, or the children of `parentId`. */
function useCategories(parentId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['gallery-categories', parentId],
    queryFn: () => (parentId === null ? categoryLevels.roots(api, { async: 'true' }) : categoryLevels.children(api, parentId)),
  });
}

function CategoryGroups({ parentId }: { parentId: string }) {
  const { t } = useTranslation('widgets');
  const groups = useCategories(parentId);
  return (
    <Table<CategoryNode>
      rowKey="key"
      size="small"
      pagination={false}
      loading={groups.isLoading}
      dataSource={groups.data ?? []}
      columns={[
        { key: 'name', title: t('gallery.name'), dataIndex: 'title' },
        { key: 'code', title: t('gallery.code'), dataIndex: 'code' },
      ]}
    />
  );
}

function SubTableSection() {
  const { t } = useTranslation('widgets');
  const lines = useCategories(null);
  const nameOf = (key: string) => lines.data?.find((line) => line.key === key)?.title ?? key;
  return (
    <Section id="sub-table" title={t('gallery.subTable.title')} hint={t('gallery.subTable.hint')}>
      <SubTablePopover title={(key) => t('gallery.subTable.groupsOf', { line: nameOf(key) })} renderSubTable={(key) => <CategoryGroups parentId={key} />}>
        {(toggle, openKey) => (
          <Table<CategoryNode>
            rowKey="key"
            size="middle"
            pagination={false}
            loading={lines.isLoading}
            dataSource={lines.data ?? []}
            columns={[
              { key: 'name', title: t('gallery.subTable.line'), dataIndex: 'title' },
              { key: 'code', title: t('gallery.code'), dataIndex: 'code' },
              {
                key: 'groups',
                title: t('gallery.subTable.groups'),
                render: (_, line) => (
                  <Button size="small" type={openKey === line.key ? 'primary' : 'default'} disabled={line.leaf} onClick={() => toggle(line.key)}>
                    {t('gallery.subTable.show')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </SubTablePopover>
    </Section>
  );
}

function NewsDraftSection() {
  const { t } = useTranslation('widgets');
  return (
    <Section id="markdown" title={t('gallery.news.title')} hint={t('gallery.news.hint')}>
      <Form layout="vertical" initialValues={{ headline: '', body: '' }}>
        <Form.Item name="headline" label={t('gallery.news.headline')}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="body" label={t('gallery.news.body')}>
          <MarkdownEditor placeholder={t('gallery.news.bodyPlaceholder')} />
        </Form.Item>
      </Form>
    </Section>
  );
}

function ProductImagesSection() {
  const { t } = useTranslation('widgets');
  const [open, setOpen] = useState(false);
  const [paths, setPaths] = useState<string[]>([]);
  return (
    <Section id="upload" title={t('gallery.images.title')} hint={t('gallery.images.hint', { count: PRODUCT_IMAGES_LIMIT })}>
      <Button onClick={() => setOpen(true)}>{t('gallery.images.add')}</Button>
      <List size="small" data-testid="product-images" dataSource={paths} renderItem={(path, index) => <List.Item>{`${index + 1}. ${path}`}</List.Item>} />
      <UploadPopup
        open={open}
        kind="image"
        maxCount={PRODUCT_IMAGES_LIMIT}
        onCancel={() => setOpen(false)}
        onOk={(chosen) => {
          setOpen(false);
          setPaths(chosen);
        }}
      />
    </Section>
  );
}

function StorageReviewSection() {
  const { t } = useTranslation('widgets');
  const [reportOpen, setReportOpen] = useState(false);
  return (
    <Section id="picker" title={t('gallery.picker.title')} hint={t('gallery.picker.hint')}>
      <Form layout="vertical" style={{ maxWidth: 520 }}>
        <Form.Item name="folder" label={t('gallery.picker.folder')} htmlFor="gallery-folder">
          <PopupField id="gallery-folder" code="uploads_by_folder" field="folder" orgFields="folder,files,totalSize" destFields="folder,fileCount,totalSize" />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="fileCount" label={t('gallery.picker.fileCount')} htmlFor="gallery-file-count">
            <Input id="gallery-file-count" readOnly />
          </Form.Item>
          <Form.Item name="totalSize" label={t('gallery.picker.totalSize')} htmlFor="gallery-total-size">
            <Input id="gallery-total-size" readOnly />
          </Form.Item>
        </Flex>
        <Form.Item name="months" label={t('gallery.picker.months')} htmlFor="gallery-months" extra={t('gallery.picker.monthsHint')}>
          <PopupField id="gallery-months" code="customers_by_month" field="months" orgFields="month,newCustomers" destFields="months,newCustomers" multi />
        </Form.Item>
        <Form.Item name="newCustomers" label={t('gallery.picker.newCustomers')} htmlFor="gallery-new-customers">
          <Input id="gallery-new-customers" readOnly />
        </Form.Item>
      </Form>
      <Button onClick={() => setReportOpen(true)}>{t('gallery.picker.report')}</Button>
      <ReportPopup open={reportOpen} code="customers_by_month" onClose={() => setReportOpen(false)} />
    </Section>
  );
}

/** The staff page where the remaining shared widgets can be tried against the real server (spec section 2). */
export function WidgetsGallery() {
  const { t } = useTranslation('widgets');
  return (
    <Flex vertical>
      <Typography.Title level={2}>{t('gallery.title')}</Typography.Title>
      <SliderSection />
      <DictionarySection />
      <CategorySelectSection />
      <TreeTableSection />
      <SubTableSection />
      <NewsDraftSection />
      <ProductImagesSection />
      <StorageReviewSection />
    </Flex>
  );
}
