const SHOWN_MS = 3000;
const REGION_CLASS = 'islands-toast';

function region(): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`.${REGION_CLASS}`);
  if (existing) return existing;
  const element = document.createElement('div');
  element.className = REGION_CLASS;
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  document.body.appendChild(element);
  return element;
}

/** A short notice at the top of the page that goes by itself (the islands' counterpart of antd's message). */
export function showToast(text: string, kind: 'warning' | 'success' | 'error'): void {
  const notice = document.createElement('div');
  notice.className = `${REGION_CLASS}-notice`;
  notice.dataset.kind = kind;
  notice.textContent = text;
  region().appendChild(notice);
  window.setTimeout(() => notice.remove(), SHOWN_MS);
}
