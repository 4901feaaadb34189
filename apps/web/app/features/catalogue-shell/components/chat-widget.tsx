import { useLocation } from 'react-router';
import { chatWidgetAllowed } from '../../../navigation/catalogue-shell';
import { useRootData } from '../../../root';

/**
 * The visitor chat widget (spec section 4), only where `chatWidgetAllowed` says so, with the page's CSP nonce. It is
 * an async script, so it never delays the page, and React loads it once however often the page changes.
 */
export function ChatWidget() {
  const { pathname } = useLocation();
  const { config, cspNonce } = useRootData();
  const allowed = chatWidgetAllowed({ pathname, edition: config.edition, systemType: config.systemType, chatWidgetUrl: config.chatWidgetUrl });
  return allowed ? <script async src={config.chatWidgetUrl} nonce={cspNonce} data-chat-widget="" /> : null;
}
