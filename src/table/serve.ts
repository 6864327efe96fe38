/**
 * Serves the table page (src/table/page/, bundled into dist/table/page/ by
 * scripts/build-client.mjs) from a fastify server: `/` and its two assets, nothing else. The
 * files are read once; the page may only talk to the server that served it (CSP).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_ROOT } from '../node/paths.js';

export const TABLE_PAGE_DIR = join(PACKAGE_ROOT, 'dist', 'table', 'page');

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/index.html': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/style.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
  '/table.js': { file: 'table.js', type: 'text/javascript; charset=utf-8' },
};

// The page loads its own script and style and connects to its own server only.
const POLICY = "default-src 'self'; connect-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface TablePageOptions {
  /** Where the built page is; the package's dist/table/page by default. */
  readonly dir?: string;
}

export function registerTablePage(app: FastifyInstance, options: TablePageOptions = {}): void {
  const dir = options.dir ?? TABLE_PAGE_DIR;
  const cache = new Map<string, Buffer>();
  for (const [path, { file, type }] of Object.entries(FILES)) {
    app.get(path, async (_request, reply) => {
      let body = cache.get(file);
      if (body === undefined) {
        try {
          body = await readFile(join(dir, file));
        } catch {
          return reply.code(503).send({ error: { code: 'PAGE_NOT_BUILT', message: `the table page is not built in ${dir}: run npm run build` } });
        }
        cache.set(file, body);
      }
      return reply
        .header('content-type', type)
        .header('cache-control', 'no-cache')
        .header('content-security-policy', POLICY)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    });
  }
}
