// Service worker: the playground keeps working offline once it has loaded.
// On install it stores every built file (precache.json, written by the
// build). Hashed assets (assets/*) never change: they come from the cache.
// Everything else comes from the network when it answers within
// NETWORK_TIMEOUT_MS (so a new deployment is picked up), else from the cache:
// a server that accepts the connection and then hangs must not hang the page.
// Only built pages register it (not `npm run web`).

interface ExtendableEvent extends Event { waitUntil(p: Promise<unknown>): void }
interface FetchEvent extends ExtendableEvent { readonly request: Request; respondWith(r: Promise<Response> | Response): void }
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly registration: { readonly scope: string };
}

const sw = self as unknown as WorkerScope;
const CACHE = 'gcnkit-playground-v1';

sw.addEventListener('install', (e) => {
  e.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const list = await (await fetch('./precache.json', { cache: 'no-store' })).json() as string[];
    await cache.addAll(list.map((f) => new URL(f, sw.registration.scope).href));
    await sw.skipWaiting();
  })());
});

sw.addEventListener('activate', (e) => {
  e.waitUntil((async () => {
    for (const k of await caches.keys()) if (k !== CACHE) await caches.delete(k);
    await sw.clients.claim();
  })());
});

const NETWORK_TIMEOUT_MS = 2000;

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== location.origin) return;
  e.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // The page itself is stored as the scope URL ('./'); a request for it with a
    // query string, or for index.html, gets the same document.
    const stored = await cache.match(req, { ignoreSearch: true })
      ?? (req.mode === 'navigate' ? await cache.match(sw.registration.scope) : undefined);
    if (stored !== undefined && new URL(req.url).pathname.includes('/assets/')) return stored;
    const network = fetch(req).then(async (res) => {
      if (res.ok) await cache.put(req, res.clone());
      return res;
    });
    if (stored === undefined) return network;
    e.waitUntil(network.then(() => undefined, () => undefined)); // keep refreshing the store
    const late = new Promise<Response>((done) => setTimeout(() => done(stored), NETWORK_TIMEOUT_MS));
    return Promise.race([network.catch(() => stored), late]);
  })());
});
