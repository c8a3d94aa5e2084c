import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

// The local API server (or a test stack) answers /api, /ws and /config.json; Vite proxies to it.
const apiUrl = process.env.VCISO_API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('../contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    host: 'localhost',
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
      '/config.json': { target: apiUrl, changeOrigin: true },
      '/ws': { target: apiUrl, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // The size check reads it to follow the landing route's chunks (scripts/check-sizes.ts).
    manifest: true,
    emptyOutDir: true,
    sourcemap: true,
  },
});
