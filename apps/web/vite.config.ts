import react from '@vitejs/plugin-react';
import type { PluginCreator } from 'postcss';
import presetMantineUntyped from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { defineConfig } from 'vite';

// The preset ships without types ('declare module'); it is a standard PostCSS plugin creator.
const postcssPresetMantine = presetMantineUntyped as PluginCreator<Record<string, unknown>>;

// Resolved from this file so the build works from any working directory.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

// Same values as the Mantine theme breakpoints (SPEC §9: 640, 768, 1024 px).
const breakpoints = {
  'mantine-breakpoint-xs': '40em',
  'mantine-breakpoint-sm': '48em',
  'mantine-breakpoint-md': '64em',
  'mantine-breakpoint-lg': '75em',
  'mantine-breakpoint-xl': '88em',
};

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  // @bil/domain is a workspace link whose exports point at TypeScript source; Vite follows the symlink to
  // packages/domain (outside node_modules) and compiles it like our own code.
  resolve: { alias: { '@': srcDir } },
  css: { postcss: { plugins: [postcssPresetMantine(), postcssSimpleVars({ variables: breakpoints })] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            // Mantine is not grouped: split by use, the sign-in page loads only the components it draws.
            // (A group of 'Mantine beyond sign-in' pulled app modules into the entry: see docs/OPERATIONS.md.)
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // zod loads with the first screen that needs it (not sign-in); src/lib/zod-config.ts configures it
            // through its global before that.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The icons the app uses, about 50 of them, are 8 KB gzip together: one chunk instead of a chunk per
            // icon, each of which cost every route a request and a preload link (sign-in: 4 KB more, 6 files fewer).
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // Keep the Host header so the server's same-origin check accepts writes from the dev server.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
});
