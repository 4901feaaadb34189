export { uploadsRoutes } from './uploads.routes.js';
export { deleteUploadsOf, removeStaleUploads, removeStoredFiles, storeGeneratedFile } from './uploads.service.js';
export { countUploadsSince, findOwnedUpload, findUpload, originalNamesOf, uploadsOf } from './uploads.repository.js';
export type { UploadOwner } from './uploads.repository.js';
export { sessionOwner } from './uploads.owner.js';
export {
  type ReceivedSpreadsheet,
  type SheetRow,
  XLSX_CONTENT_TYPE,
  readSheetRows,
  readSpreadsheetFile,
  receiveSpreadsheet,
  spreadsheetBuffer,
} from './uploads.spreadsheets.js';
export { attachmentDisposition, sendStoredFile } from './uploads.serve.js';
export { type FailedImportRow, importHeaders, importOutcome, readImportRows, sendImportTemplate } from './uploads.imports.js';
export { ONE_FILE_MULTIPART } from './uploads.multipart.js';
