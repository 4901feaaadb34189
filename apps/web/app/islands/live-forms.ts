import { appRunning } from './app-running';
import { formAddress } from './form-address';

const TYPING_PAUSE_MS = 250;

let pending: AbortController | null = null;

/** The new page may name a stylesheet this one lacks (antd's grows as components are first rendered). */
function adoptStylesheets(next: Document): void {
  for (const link of next.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const href = link.getAttribute('href') ?? '';
    if (!document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) document.head.appendChild(document.importNode(link, true));
  }
}

async function refresh(form: HTMLFormElement): Promise<void> {
  const targetId = form.dataset.liveTarget ?? '';
  const url = formAddress(form);
  pending?.abort();
  const controller = new AbortController();
  pending = controller;
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { Accept: 'text/html' } });
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const next = page.getElementById(targetId);
    const current = document.getElementById(targetId);
    if (!next || !current || controller.signal.aborted) return;
    adoptStylesheets(page);
    current.replaceWith(document.importNode(next, true));
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  } catch (error) {
    // A newer change aborted this request; its own answer follows. Anything else leaves the last result shown.
    if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
  }
}

/**
 * A form whose result the server renders (`data-island="live"`, `data-live-target` naming the element it fills):
 * each change asks the server for the page with the form's values and puts the new result in place, keeping the
 * address in step, so a reload or a shared link shows the same. Without scripts the form submits to the same page.
 * While the React app runs, the component updates itself and this stays out of its way.
 */
export function bindLiveForms(): void {
  let timer: number | undefined;
  const liveForm = (target: EventTarget | null) => {
    const form = target instanceof Element ? target.closest('form') : null;
    return form?.dataset.island === 'live' && !appRunning() ? form : null;
  };
  document.addEventListener('input', (event) => {
    const form = liveForm(event.target);
    if (!form) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void refresh(form), TYPING_PAUSE_MS);
  });
  document.addEventListener('submit', (event) => {
    const form = liveForm(event.target);
    if (!form) return;
    event.preventDefault();
    window.clearTimeout(timer);
    void refresh(form);
  });
}
