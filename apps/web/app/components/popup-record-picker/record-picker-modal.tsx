import { App, Modal, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { popupSelectionProblem, togglePickedRecord } from '../../lib/widgets';
import { useReportLayout } from './report-api';
import { type ReportRecord, ReportRecords } from './report-records';

/** Spec section 9: the popup is 1200 px wide. */
export const REPORT_POPUP_WIDTH = 1200;

type Props = {
  open: boolean;
  /** The server-defined report to choose from. */
  code: string;
  multi?: boolean;
  /** Without `onOk` the report is only shown (the report popup). */
  onOk?: (records: ReportRecord[]) => void;
  onCancel: () => void;
};

type Picked = { keys: string[]; records: Map<string, ReportRecord> };
const NOTHING_PICKED: Picked = { keys: [], records: new Map() };

/**
 * The popup of spec section 4: a report's records in a modal, chosen one at a time or several. OK needs a record
 * ('请选择一条记录') and only one in single mode; cancelling closes and forgets the choice. A report that cannot be
 * loaded is reported as the popup's failure ('出错了', spec section 8) and the popup closes.
 */
export function RecordPickerModal({ open, code, multi = false, onOk, onCancel }: Props) {
  const { t } = useTranslation('widgets');
  const { message, modal } = App.useApp();
  const layout = useReportLayout(code, open);
  const [picked, setPicked] = useState<Picked>(NOTHING_PICKED);
  const failure = open && !layout.isFetching && layout.data && !layout.data.ok ? layout.data.reason : null;
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  });

  useEffect(() => {
    if (failure === null) return;
    modal.error({ title: t('popup.failureTitle'), content: [t('popup.failureText'), failure].filter(Boolean).join(' ') });
    cancel.current();
  }, [failure, modal, t]);

  const close = () => {
    setPicked(NOTHING_PICKED);
    onCancel();
  };

  const confirm = () => {
    if (!onOk) {
      close();
      return;
    }
    const problem = popupSelectionProblem(picked.keys.length, multi);
    if (problem) {
      void message.warning(t(`popup.${problem}`));
      return;
    }
    onOk(picked.keys.map((key) => picked.records.get(key)).filter((record): record is ReportRecord => record !== undefined));
    setPicked(NOTHING_PICKED);
  };

  const choose = (keys: string[], shown: Array<[string, ReportRecord | undefined]>) => {
    const records = new Map(picked.records);
    for (const [key, record] of shown) if (record) records.set(key, record);
    setPicked({ keys, records });
  };

  const ready = layout.data?.ok ? layout.data : null;
  return (
    <Modal
      open={open && failure === null}
      title={ready?.columns.cgRpConfigName ?? ' '}
      width={REPORT_POPUP_WIDTH}
      style={{ maxWidth: '100vw' }}
      okText={onOk ? t('popup.ok') : t('popup.close')}
      cancelText={t('popup.cancel')}
      cancelButtonProps={onOk ? undefined : { style: { display: 'none' } }}
      onOk={confirm}
      onCancel={close}
      destroyOnHidden
    >
      {ready ? (
        <>
          {onOk ? <Typography.Text type="secondary">{t('popup.selected', { count: picked.keys.length })}</Typography.Text> : null}
          <ReportRecords
            layout={ready.columns}
            queryItems={ready.queryItems}
            selection={
              onOk
                ? {
                    multi,
                    keys: picked.keys,
                    onToggle: (key, record) => choose(togglePickedRecord(picked.keys, key, multi), [[key, record]]),
                    // Rows of other pages come back undefined; they were kept when they were chosen.
                    onChange: (keys, records) =>
                      choose(
                        keys,
                        keys.map((key, index) => [key, records[index]]),
                      ),
                  }
                : undefined
            }
          />
        </>
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </Modal>
  );
}
