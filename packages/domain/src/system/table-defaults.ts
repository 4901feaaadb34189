/** Spec section 9: table pagination starts on page 1 with 10 rows, offering 10, 20 or 30. */
export const TABLE_PAGINATION = { current: 1, pageSize: 10, pageSizeOptions: [10, 20, 30] } as const;
