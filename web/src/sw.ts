// Service worker: the playground keeps working offline once it has loaded.
// On install it stores every built file (precache.json, written by the
// build); requests are answered from the network when it is there (so a
// new deployment is picked up) and from the cache when it is not.
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

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== location.origin) return;
  e.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const res = await fetch(req);
      if (res.ok) await cache.put(req, res.clone());
      return res;
    } catch (err) {
      // The page itself is stored as the scope URL ('./'); a request for it with a
      // query string, or for index.html, gets the same document.
      const hit = await cache.match(req, { ignoreSearch: true })
        ?? (req.mode === 'navigate' ? await cache.match(sw.registration.scope) : undefined);
      if (hit !== undefined) return hit;
      throw err;
    }
  })());
});
