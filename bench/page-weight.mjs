// What a page makes the browser download before it is interactive: its module scripts and preloads, gzipped.
import { gzipSync } from 'node:zlib';

const SCRIPT_URLS = [
  /<script[^>]*\ssrc="([^"]+)"/g,
  /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g,
  /import\("([^"]+)"\)/g,
  /import \* as \w+ from "([^"]+)"/g,
];

/** The gzip size (KiB) of the JavaScript the server-rendered page at `path` loads up front, and of its HTML. */
export async function initialJavaScript(base, path) {
  const html = await (await fetch(base + path)).text();
  const urls = new Set(SCRIPT_URLS.flatMap((pattern) => [...html.matchAll(pattern)].map((match) => match[1])));
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer())).length;
  return { 'initial JS (KiB gzip)': Math.round(bytes / 1024), 'HTML (KiB gzip)': Math.round(gzipSync(html).length / 1024), files: urls.size };
}
