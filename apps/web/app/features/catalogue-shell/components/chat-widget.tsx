import { chatWidgetAllowed } from '@portal/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '../../../root';

const SCRIPT_MARK = 'data-chat-widget';

/**
 * The visitor chat widget (spec section 4), added after hydration so it never delays the page, only where the
 * domain rule allows it, once per page load, with the page's CSP nonce.
 */
export function ChatWidget() {
  const { pathname } = useLocation();
  const { config, cspNonce } = useRootData();
  const allowed = chatWidgetAllowed({ pathname, edition: config.edition, systemType: config.systemType, chatWidgetUrl: config.chatWidgetUrl });
  useEffect(() => {
    if (!allowed || document.querySelector(`script[${SCRIPT_MARK}]`)) return;
    const script = document.createElement('script');
    script.src = config.chatWidgetUrl;
    script.async = true;
    script.nonce = cspNonce;
    script.setAttribute(SCRIPT_MARK, '');
    document.body.appendChild(script);
  }, [allowed, config.chatWidgetUrl, cspNonce]);
  return null;
}
