// The baseline the architecture compares the portal's uncached PostgreSQL reads with: the same list and detail
// answered by hand-written SQL through a bare node:http server and a pool as large as the portal's.
import { createServer } from 'node:http';
import pg from 'pg';

const LIST = `select id, catalog_no, line, category_sec, name ->> 'en' as name, target, clone, isotype,
  reactivity, host, format, applications, price_from_usd from products where published and line = $1 order by catalog_no limit $2 offset $3`;
const PRODUCT = 'select * from products where catalog_no = $1 and published';
const PACKS = `select pk.id, pk.size_label, pk.amount_ug, (select amount from product_prices where pack_id = pk.id and price_group = 'list' and currency = 'USD') as price
  from product_packs pk where pk.product_id = $1 order by pk.sort_order`;
const DOCUMENTS = 'select id, kind, title, lot_no, file_path from product_documents where product_id = $1 order by kind, lot_no desc';
const CITATIONS = 'select title, journal, year, pmid, doi, application from product_citations where product_id = $1 order by year desc, title';
const RELATIONS = `select r.kind, p.catalog_no, p.line, p.name ->> 'en' as name, p.price_from_usd from product_relations r join products p on p.id = r.related_id
  where r.product_id = $1 and p.published`;

const send = (response, result) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: Date.now() }));
};

/** Listens on `port`; answers /list?line=&pageSize=&pageNo= and /detail?catalogNo=. */
export async function startHandWritten(databaseUrl, port) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === '/list') {
        const size = Number(url.searchParams.get('pageSize') ?? 20);
        const offset = (Number(url.searchParams.get('pageNo') ?? 1) - 1) * size;
        const { rows } = await pool.query(LIST, [url.searchParams.get('line'), size, offset]);
        return send(response, { records: rows, size, current: offset / size + 1 });
      }
      const {
        rows: [product],
      } = await pool.query(PRODUCT, [url.searchParams.get('catalogNo')]);
      if (!product) return void response.writeHead(404).end();
      const [packs, documents, citations, relations] = await Promise.all(
        [PACKS, DOCUMENTS, CITATIONS, RELATIONS].map((text) => pool.query(text, [product.id])),
      );
      return send(response, { ...product, packs: packs.rows, documents: documents.rows, citations: citations.rows, relations: relations.rows });
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: async () => (server.close(), pool.end()) };
}
