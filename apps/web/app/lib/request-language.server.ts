import { type Edition, type Language, LANGUAGE_COOKIE, detectLanguage, readCookie } from '@portal/domain';

export function languageOfRequest(request: Request, edition: Edition): { language: Language; fromQuery: boolean } {
  const queryLang = new URL(request.url).searchParams.get('lang');
  const language = detectLanguage({
    edition,
    queryLang,
    cookieLang: readCookie(request.headers.get('cookie'), LANGUAGE_COOKIE),
    acceptLanguage: request.headers.get('accept-language'),
  });
  return { language, fromQuery: language === queryLang };
}
