// Vite configuration of the playground (npm run web / npm run build:web).
// Relative asset paths (base './') so that the built folder works from any
// static host, in any sub-directory. The service worker is a second entry
// with a fixed name (sw.js), and a small plugin writes the list of built
// files it precaches.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

function precacheList(): Plugin {
  return {
    name: 'gcnkit-precache-list',
    apply: 'build',
    generateBundle(_opts, bundle) {
      const files = Object.keys(bundle).filter((f) => f !== 'sw.js' && !f.endsWith('.map')).sort();
      this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify(['./', ...files]) });
    },
  };
}

export default defineConfig({
  root,
  base: './',
  publicDir: false,
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  plugins: [precacheList()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        sw: fileURLToPath(new URL('./src/sw.ts', import.meta.url)),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});
