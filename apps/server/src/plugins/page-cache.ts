import { ACCESS_TOKEN_COOKIE, LANGUAGE_COOKIE, STAFF_TOKEN_COOKIE, readCookie } from '@portal/domain';
import type { FastifyRequest } from 'fastify';

/** A rendered page as sent: its HTML still carries the nonce it was rendered with, replaced on every reuse. */
type StoredPage = { status: number; headers: [string, string][]; html: string; nonce: string; storedAt: number };

const TTL_MS = 30_000;
/** Characters of HTML kept at most (about 64 MB of memory at two bytes each, a few thousand pages). */
const MAX_CHARS = 32 * 1024 * 1024;

/**
 * Whether a finished request may have changed a kept page. Only staff edit what a visitor without a session sees
 * (the catalogue, news, content pages); a customer's sign-in, cart or order shows on pages that are never kept, and
 * emptying the store on each of those would leave it empty on a busy shop.
 */
export function changesPublicPages(request: FastifyRequest, statusCode: number): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD' && statusCode < 400 && Boolean(request.staff);
}

/**
 * Server-rendered public pages for visitors who are not signed in, kept for a short while: rendering a catalogue
 * page costs tens of milliseconds, serving a kept one well under one. A page depends on its address, the visitor's
 * language signals and the data behind it; any successful staff write in this process empties the whole store
 * (writes are rare next to reads), and other instances' writes show here within `TTL_MS`.
 */
export class PageCache {
  private readonly pages = new Map<string, StoredPage>();
  private chars = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxChars = MAX_CHARS,
  ) {}

  /**
   * The key a visitor's page is kept under, or null when the request carries a session (its page is personal). Only
   * pages the renderer marks as public are ever stored (PUBLIC_PAGE_HEADER), so only those are found.
   */
  keyOf(request: FastifyRequest): string | null {
    if (request.method !== 'GET') return null;
    const cookies = request.headers.cookie ?? '';
    if (readCookie(cookies, ACCESS_TOKEN_COOKIE) || readCookie(cookies, STAFF_TOKEN_COOKIE)) return null;
    const language = `${readCookie(cookies, LANGUAGE_COOKIE) ?? ''}|${request.headers['accept-language'] ?? ''}`;
    return `${request.protocol}://${request.host}${request.url}|${language}`;
  }

  /** The kept page under `key` with `nonce` in place of the one it was rendered with. */
  read(key: string, nonce: string): { status: number; headers: [string, string][]; html: string } | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (this.now() - page.storedAt > TTL_MS) {
      this.drop(key);
      return null;
    }
    return { status: page.status, headers: page.headers, html: page.html.replaceAll(page.nonce, nonce) };
  }

  /** Keeps a page (the caller's to decide: successful HTML setting no cookie); the oldest make room when full. */
  store(key: string, page: Omit<StoredPage, 'storedAt'>): void {
    if (page.html.length > this.maxChars) return;
    this.drop(key);
    while (this.chars + page.html.length > this.maxChars) this.drop(this.pages.keys().next().value as string);
    this.pages.set(key, { ...page, storedAt: this.now() });
    this.chars += page.html.length;
  }

  clear(): void {
    this.pages.clear();
    this.chars = 0;
  }

  private drop(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.chars -= page.html.length;
  }
}
