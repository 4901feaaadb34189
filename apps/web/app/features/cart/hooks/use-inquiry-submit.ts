import type { ParsedInquiry } from '@portal/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../../lib/api-client';
import { useRootData } from '../../../root';
import { useSubmitInquiry } from '../api/cart-api';
import { addressBookPath } from '../api/paths';

/**
 * Sends the inquiry under one Idempotency-Key per form, kept across failures and double clicks until it succeeds,
 * so the server makes one inquiry however often it is sent; success opens the confirmation page.
 */
export function useInquirySubmit() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const submit = useSubmitInquiry();
  const key = useRef<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (input: ParsedInquiry) => {
    key.current ??= crypto.randomUUID();
    setFailure(null);
    try {
      // Awaited here, not in mutate's callbacks: the emptied cart may unmount this form before they would run.
      const { result } = await submit.mutateAsync({ input, idempotencyKey: key.current });
      key.current = null;
      void navigate(`/IsSuccess?${new URLSearchParams({ orderNo: result.orderNo, id: result.id }).toString()}`);
    } catch (error) {
      setFailure(serverMessage(error) ?? t('submitFailed'));
    }
  };
  return { send, sending: submit.isPending, failure, clearFailure: () => setFailure(null) };
}

/**
 * What an order form sent as an inquiry (the sequence order, a service order) needs from its page: the edition,
 * where addresses are added, and the sending with its state (`useInquirySubmit`).
 */
export function useInquiryForm() {
  const { config } = useRootData();
  const { send, sending, failure } = useInquirySubmit();
  return {
    edition: config.edition,
    addressBookPath: addressBookPath(config.systemType),
    send: (input: ParsedInquiry) => void send(input),
    sending,
    failure,
  };
}
