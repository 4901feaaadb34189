import type { ReportQueryItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { popupConfigProblem, popupFieldValues, popupSelectionProblem, togglePickedRecord } from '../app/lib/widgets/popup-field';
import { queryFieldNames, reportCellText, reportDataQuery, reportRecordKey, reportSortOf, visibleQueryItems } from '../app/lib/widgets/report-query';

describe('popup field configuration (spec section 5)', () => {
  it("needs a code and both field lists: 'popup参数未正确配置!'", () => {
    expect(popupConfigProblem({ orgFields: 'a', destFields: 'b' })).toBe('popupConfigMissing');
    expect(popupConfigProblem({ code: 'r', destFields: 'b' })).toBe('popupConfigMissing');
    expect(popupConfigProblem({ code: 'r', orgFields: ' , ', destFields: 'b' })).toBe('popupConfigMissing');
    expect(popupConfigProblem({ code: ' ', orgFields: 'a', destFields: 'b' })).toBe('popupConfigMissing');
  });

  it("needs as many targets as sources: '…原始值和目标值数量不一致!'", () => {
    expect(popupConfigProblem({ code: 'r', orgFields: 'a,b', destFields: 'x' })).toBe('popupConfigMismatch');
    expect(popupConfigProblem({ code: 'r', orgFields: 'a, b', destFields: 'x,y' })).toBeNull();
  });
});

describe('popup selection (spec sections 4 and 5)', () => {
  it("asks for a record ('请选择一条记录') and refuses several in single mode", () => {
    expect(popupSelectionProblem(0, false)).toBe('popupSelectRecord');
    expect(popupSelectionProblem(0, true)).toBe('popupSelectRecord');
    expect(popupSelectionProblem(2, false)).toBe('popupSingleOnly');
    expect(popupSelectionProblem(1, false)).toBeNull();
    expect(popupSelectionProblem(3, true)).toBeNull();
  });

  it('keeps one row in single mode and adds rows in multi mode', () => {
    expect(togglePickedRecord(['1'], '2', false)).toEqual(['2']);
    expect(togglePickedRecord(['1'], '2', true)).toEqual(['1', '2']);
    expect(togglePickedRecord(['1', '2'], '1', true)).toEqual(['2']);
    expect(togglePickedRecord(['1'], '1', false)).toEqual([]);
  });

  it('copies source fields into target fields, joining several records', () => {
    const records = [
      { folder: 'avatar', files: 3 },
      { folder: 'jeditor', files: null },
    ];
    expect(popupFieldValues(records.slice(0, 1), 'folder,files', 'biz,count')).toEqual({ biz: 'avatar', count: '3' });
    expect(popupFieldValues(records, 'folder,files', 'biz,count')).toEqual({ biz: 'avatar,jeditor', count: '3,' });
  });
});

describe('report query (spec sections 3 and 7)', () => {
  const items: ReportQueryItem[] = [
    { field: 'folder', title: 'Folder', type: 'string', mode: 'single' },
    { field: 'month', title: 'Month', type: 'date', mode: 'group', hidden: '0' },
    { field: 'owner', title: 'Owner', type: 'string', mode: 'single', hidden: '1' },
  ];

  it("leaves out hidden ('1') query items and gives ranges a beginning and an end", () => {
    expect(visibleQueryItems(items).map((item) => item.field)).toEqual(['folder', 'month']);
    expect(queryFieldNames({ field: 'month', title: 'Month', type: 'date', mode: 'group' })).toEqual(['month_begin', 'month_end']);
  });

  it('sends the page, the filled-in known filters and the sort', () => {
    expect(
      reportDataQuery({
        items,
        filters: { folder: ' avatar ', month_begin: '2026-01', month_end: '', other: 'x' },
        pageNo: 2,
        pageSize: 20,
        sort: { column: 'files', order: 'desc' },
      }),
    ).toEqual({ pageNo: 2, pageSize: 20, folder: 'avatar', month_begin: '2026-01', column: 'files', order: 'desc' });
    expect(reportDataQuery({ items, filters: {}, pageNo: 1, pageSize: 10 })).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('shows dictionary texts for dictionary columns', () => {
    const column = { dataIndex: 'status', title: 'Status', customRender: 'order_status', dictOptions: [{ value: 'shipped', text: 'Shipped' }] };
    expect(reportCellText(column, 'shipped')).toBe('Shipped');
    expect(reportCellText(column, 'shipped,lost')).toBe('Shipped,lost');
    expect(reportCellText({ dataIndex: 'n', title: 'N' }, 12)).toBe('12');
    expect(reportCellText({ dataIndex: 'n', title: 'N' }, null)).toBe('');
  });

  it('keys a record by its id, else by its first column', () => {
    const columns = [{ dataIndex: 'folder', title: 'Folder' }];
    expect(reportRecordKey({ id: 7, folder: 'temp' }, columns)).toBe('7');
    expect(reportRecordKey({ folder: 'temp', files: 2 }, columns)).toBe('temp');
    expect(reportRecordKey({ files: 2 }, [])).toBe('{"files":2}');
  });

  it("turns antd's sort order into the getData sort", () => {
    expect(reportSortOf('files', 'descend')).toEqual({ column: 'files', order: 'desc' });
    expect(reportSortOf('files', 'ascend')).toEqual({ column: 'files', order: 'asc' });
    expect(reportSortOf('files', null)).toBeNull();
    expect(reportSortOf(undefined, 'ascend')).toBeNull();
  });
});
