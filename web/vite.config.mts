import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

// The local API server (or a test stack) answers /api, /ws, /config.json, /robots.txt and
// /sitemap.xml; Vite proxies to it.
const apiUrl = process.env.VCISO_API_URL ?? 'http://127.0.0.1:3001';

const LANDING_ROUTE = '/src/features/landing/routes/landing-page.tsx';

/**
 * Adds to index.html what the first paint waits for, so it downloads beside the entry instead of
 * after the entry has run:
 *  - `/config.json` (every page renders once it has arrived); `loadWebConfig`'s fetch takes the
 *    preloaded answer;
 *  - `<link rel="modulepreload">` for the landing route's lazy chunk and the chunks it imports.
 *    Other first visits fetch these ~6 KB gzipped for nothing; they stay cached for `/`.
 */
function preloadFirstPaint(): Plugin {
  return {
    name: 'preload-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {});
        const landing = chunks.find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(LANDING_ROUTE),
        );
        if (landing?.type !== 'chunk') throw new Error(`no chunk for ${LANDING_ROUTE}`);
        const config = {
          tag: 'link',
          attrs: { rel: 'preload', href: '/config.json', as: 'fetch', crossorigin: true },
          injectTo: 'head' as const,
        };
        const modules = [landing.fileName, ...landing.imports]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
        return [config, ...modules];
      },
    },
  };
}

/**
 * The API reference (Redoc) draws its maker's logo from their CDN: a request to a third party
 * from every visit, which the page does not need. The logo becomes an empty inline image; the
 * "API docs by Redocly" credit stays.
 */
function redocWithoutRemoteLogo(): Plugin {
  const remoteLogo = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
  const emptyImage = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E";
  return {
    name: 'redoc-without-remote-logo',
    transform(code, id) {
      if (!id.includes('/node_modules/redoc/') || !code.includes(remoteLogo)) return null;
      return { code: code.replaceAll(remoteLogo, emptyImage), map: null };
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), preloadFirstPaint(), redocWithoutRemoteLogo()],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('../contracts', import.meta.url)),
      '@domain': fileURLToPath(new URL('../domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    host: 'localhost',
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
      '/config.json': { target: apiUrl, changeOrigin: true },
      // For crawlers, as CloudFront answers them (robots.txt from the deployment, the sitemap
      // from the API); the local API server answers both. robots.txt keeps the browser's Host:
      // its Sitemap line names this origin.
      '/robots.txt': { target: apiUrl },
      '/sitemap.xml': { target: apiUrl, changeOrigin: true },
      '/ws': { target: apiUrl, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // The size check reads it to follow the landing route's chunks (scripts/check-sizes.ts).
    manifest: true,
    emptyOutDir: true,
    // Maps for debugging a local build; no file points at them, and the site deployment leaves
    // them out (lib/constructs/site-deployment.ts), so they are never published.
    sourcemap: 'hidden',
    // Browsers without native modulepreload (Safari < 17, Firefox < 115) still load every chunk;
    // they only miss the early preload hint. The polyfill cost the landing budget ~0.4 KiB gzipped.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page runs on, in one chunk that stays cached across releases.
              // Left to itself Rolldown regroups them by which lazy pages use them, so adding a
              // page could split React out of the entry and cost the landing budget ~0.5 KiB.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|swr|use-sync-external-store|dequal|clsx)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
