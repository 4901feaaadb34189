export * from './editable-table-cell-types';
export * from './editable-table-cell-values';
export * from './editable-table-column';
export * from './editable-table-rows';
export * from './editable-table-rules';
export * from './editable-table-selection';
export * from './editable-table-statistics';
