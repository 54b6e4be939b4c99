// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import precompress from './src/integrations/precompress.ts';

// Every page is static HTML; the gateway (gateway/server.ts) serves dist/ and the API.
export default defineConfig({
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'directory' },
  integrations: [react(), precompress()],
  vite: { plugins: [tailwindcss()] },
  devToolbar: { enabled: false },
});
