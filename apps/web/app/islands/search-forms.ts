import { catalogueSearchPath, lineSearchPath, searchTextValid } from '../navigation/catalogue-shell';
import { designListPath } from '../navigation/plasmid-shop';
import { formAddress } from './form-address';
import { showToast } from './toast';

type SearchKind = 'catalogue' | 'line' | 'refine' | 'design';

function targetOf(kind: SearchKind, form: HTMLFormElement, text: string, now: number): string {
  const fields = new FormData(form);
  if (kind === 'catalogue') return catalogueSearchPath({ categoryId: Number(fields.get('categoryId') ?? 0), text, now });
  if (kind === 'line') return lineSearchPath({ pathname: window.location.pathname, text, now });
  // The refining form already carries the page's other parameters as hidden fields (KeptParams).
  const url = formAddress(form);
  url.searchParams.set('seachValue', text.trim());
  url.searchParams.set('timestamp', String(now));
  return `${url.pathname}${url.search}`;
}

/**
 * Search forms (`data-island="search"`, `data-search` naming the target): fewer than three characters only warn
 * (the form's `data-too-short` text) and stay; otherwise the search page opens with a fresh time stamp, so a
 * repeated search loads afresh. The plasmid shop's keyword search (`design`) has no minimum: "T7" is a keyword.
 * Without scripts the form still submits to its action.
 */
export function bindSearchForms(): void {
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset.island !== 'search') return;
    event.preventDefault();
    const kind = (form.dataset.search ?? 'catalogue') as SearchKind;
    if (kind === 'design') {
      window.location.assign(designListPath({ keyword: String(new FormData(form).get('k') ?? ''), now: Date.now() }));
      return;
    }
    const text = String(new FormData(form).get('seachValue') ?? '');
    if (!searchTextValid(text)) {
      showToast(form.dataset.tooShort ?? '', 'warning');
      return;
    }
    window.location.assign(targetOf(kind, form, text, Date.now()));
  });
}
