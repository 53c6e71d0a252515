import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Builds the infographic harness page (a test aid, never shipped) to HARNESS_OUT or /tmp/infographic-harness. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  build: { outDir: process.env.HARNESS_OUT ?? '/tmp/infographic-harness', emptyOutDir: true },
  logLevel: 'warn',
});
