import { type ParsedInquiry, accountCentreEndpoints } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import type { UploadFile } from 'antd';
import { useApi } from '../../lib/browser-api';
import { uploadedPaths } from '../upload-popup';

/** What every inquiry asks besides its lines (spec section 5): where to ship, whom to call, the PO, files, terms. */
export type InquiryDetailsValues = {
  addressId?: string;
  contactPhone?: string;
  poNumber?: string;
  poFile?: UploadFile<string>[];
  attachments?: UploadFile<string>[];
  note?: string;
  agreement?: boolean;
};

type DetailsInput = Pick<ParsedInquiry, 'contactPhone' | 'poNumber' | 'poFilePath' | 'attachmentPaths' | 'note'> & {
  addressId: string | undefined;
  agreement: boolean;
};

/** The details as the inquiry contract names them; files count once they are uploaded. */
export function inquiryDetailsInput(values: InquiryDetailsValues): DetailsInput {
  return {
    addressId: values.addressId,
    contactPhone: values.contactPhone ?? '',
    poNumber: values.poNumber ?? '',
    poFilePath: uploadedPaths(values.poFile ?? [])[0] ?? '',
    attachmentPaths: uploadedPaths(values.attachments ?? []),
    note: values.note ?? '',
    agreement: values.agreement === true,
  };
}

/** Contract keys whose form field has another name. */
const FIELD_OF_KEY: Record<string, keyof InquiryDetailsValues> = { poFilePath: 'poFile', attachmentPaths: 'attachments' };
const DETAIL_FIELDS = new Set<string>(['addressId', 'contactPhone', 'poNumber', 'poFile', 'attachments', 'note', 'agreement']);

/** The details field that shows an issue about the contract's `key`, or null when the key is not a detail. */
export function inquiryDetailsField(key: PropertyKey): keyof InquiryDetailsValues | null {
  const name = FIELD_OF_KEY[String(key)] ?? String(key);
  return DETAIL_FIELDS.has(name) ? (name as keyof InquiryDetailsValues) : null;
}

/** The customer's shipping addresses (the account centre keeps them; an inquiry only chooses among them). */
export function useShippingAddresses() {
  const api = useApi();
  return useQuery({ queryKey: ['shipping-addresses'], queryFn: async () => (await api.call(accountCentreEndpoints.addresses)).result });
}
