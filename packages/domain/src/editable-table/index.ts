export * from './editable-table-cell-types.js';
export * from './editable-table-cell-values.js';
export * from './editable-table-column.js';
export * from './editable-table-rows.js';
export * from './editable-table-rules.js';
export * from './editable-table-selection.js';
export * from './editable-table-statistics.js';
