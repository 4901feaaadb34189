import { UPLOAD_MAX_BYTES } from '@portal/domain';

/** Text fields a one-file form may carry besides its file. */
const FORM_FIELDS = 10;

/**
 * The multipart parser's limits for a form of one file (a workbook, a document) of at most 10 MB and a few text
 * fields of at most 1 KB: what a route scope registers before its one-file endpoints.
 */
export const ONE_FILE_MULTIPART = {
  preservePath: true,
  limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: FORM_FIELDS, fieldSize: 1024, parts: FORM_FIELDS + 1 },
};
