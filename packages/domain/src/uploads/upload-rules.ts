/** Spec section 9: at most 10 files of 10 MB per upload. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 10;

/**
 * The folder keys (`biz`) a client may name, and what each accepts. Anything else is refused: the folder is
 * never taken from the client as a path (wire-contract.md, the JeecgBoot traversal mistake).
 */
export const UPLOAD_FOLDERS = {
  temp: 'any',
  avatar: 'image',
  jeditor: 'image',
  /** Custom-service request attachments: kept with the request, so not swept with `temp`. */
  service: 'any',
  /** Inquiry attachments and purchase-order files: kept with the order. */
  order: 'any',
  /** Product documents (datasheets, certificates) staff upload for the catalogue: PDF only, kept with the document. */
  document: 'pdf',
  /** Result files of an order (reports, data, sequencing traces) staff upload for the customer: kept with the order. */
  result: 'any',
} as const;
export type UploadFolder = keyof typeof UPLOAD_FOLDERS;

/** Folders only staff may upload to: the catalogue's documents and orders' results go out under the supplier's name. */
export const STAFF_UPLOAD_FOLDERS: readonly UploadFolder[] = ['document', 'result'];

export function uploadFolderOf(biz: string | undefined): UploadFolder | null {
  const key = biz?.trim() || 'temp';
  return Object.hasOwn(UPLOAD_FOLDERS, key) ? (key as UploadFolder) : null;
}

/** Stored paths are server-made: folder, day, random name and the extension of the sniffed type. */
export const STORED_PATH_PATTERN = new RegExp(`^(${Object.keys(UPLOAD_FOLDERS).join('|')})/\\d{8}/[a-f0-9]{32}\\.[a-z0-9]{1,5}$`);

/** The extensions a picker offers; the server decides by content, the list only spares people a refused upload. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp';
