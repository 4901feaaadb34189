/** Where a GET form leads: its action with its fields as the query, as the browser would submit it. */
export function formAddress(form: HTMLFormElement): URL {
  const url = new URL(form.getAttribute('action') ?? window.location.pathname, window.location.href);
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  url.search = params.toString();
  return url;
}
