import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the gateway (npm start, port 8080) answers /graphql, /api and /media.
const gateway = process.env.SAVEPOINT_GATEWAY_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // The entry chunk is the reader's; the admin chunk (TipTap, editor) loads only in admin mode.
    chunkSizeWarningLimit: 900,
  },
  server: {
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/media': gateway,
    },
  },
});
