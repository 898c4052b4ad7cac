import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the gateway (npm start, port 8080) answers /graphql, /api and /media.
const gateway = process.env.SAVEPOINT_GATEWAY_URL ?? 'http://127.0.0.1:8080';

// Two builds: the browser's (dist/, with a manifest the gateway reads to preload a page's chunks)
// and the server renderer (`vite build --ssr`, dist-server/entry-server.js, run by the gateway).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        // One CommonJS file: the gateway (CommonJS, and jest in tests) require()s it.
        rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        manifest: true,
        // Each reader route is its own chunk (app/routes.tsx); the admin chunk (TipTap, editor)
        // loads only in admin mode. A warning past 300 kB keeps the reader's entry in check.
        chunkSizeWarningLimit: 300,
      },
  ssr: {
    // Bundled into the server renderer so Node never resolves their browser-only deep imports.
    noExternal: [/^@mui\//, /^@emotion\//],
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/media': gateway,
    },
  },
}));
