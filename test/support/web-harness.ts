// Support for the playground's browser test: a production build of web/
// (Vite, programmatic), a tiny static server on 127.0.0.1 (node:http), and
// Debian's Chromium driven by playwright-core with a fresh user-data dir.

import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHROMIUM = process.env['GCNKIT_CHROMIUM'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** The repository root (this file runs as dist/test/support/web-harness.js). */
export const REPO = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** Builds the playground into `outDir` with the project's Vite config. */
export async function buildWeb(outDir: string): Promise<void> {
  const vite = await import('vite');
  await vite.build({
    configFile: join(REPO, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false },
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml', '.map': 'application/json',
};

export interface StaticServer {
  readonly url: string;
  /** Requests served so far (path names). */
  readonly requests: string[];
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1 (an ephemeral port, or `port`). */
export function serveStatic(root: string, port = 0): Promise<StaticServer> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    let file = normalize(join(root, path));
    if (!file.startsWith(resolve(root) + sep) && file !== resolve(root)) { res.writeHead(403).end(); return; }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      const a = server.address() as AddressInfo;
      ok({
        url: `http://127.0.0.1:${a.port}/`,
        requests,
        close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}

/** A fresh temporary directory, removed by the returned function. */
export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
