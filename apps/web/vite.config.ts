import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API calls to a locally running server (`npm run dev:server`).
const apiTarget = process.env.PROWRITE_API_URL ?? 'http://127.0.0.1:8080';

const SIDE_EFFECT_FREE =
  /node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors|icons-svg)|stylis|i18next)[\\/]/;

const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    // react-router's package exports point every condition at its development build (extra warnings and
    // checks on each navigation and render); the production build ships beside it.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/webapi': { target: apiTarget, changeOrigin: false },
      '/logout': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // antd's rc-component and style libraries declare no `sideEffects`, so modules of theirs that nothing uses
      // (the Form engine and its validator behind antd's context isolator, ...) stayed in every page. They have
      // none: let them be dropped.
      treeshake: {
        moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
      },
      output: {
        // Routes are lazy. React and the router, needed by every screen and rarely changing, get their own
        // cacheable file; antd is left to per-route splitting so the login screen does not load the Table.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
}));
