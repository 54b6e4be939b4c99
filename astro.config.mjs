// @ts-check
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import tailwindcss from '@tailwindcss/vite';
import chunkGroups from './src/integrations/chunk-groups.ts';
import { languageCatalogues } from './src/integrations/language-catalogues.ts';
import precompress from './src/integrations/precompress.ts';
import serviceWorker from './src/integrations/service-worker.ts';
import { DEFAULT_LANGUAGE, isLanguage } from './contract/languages.ts';

// `npm run build` builds once per language (scripts/build-site.ts); `astro build` alone, English.
const language = process.env.STUDYHALL_LANGUAGE ?? DEFAULT_LANGUAGE;
if (!isLanguage(language)) throw new Error(`STUDYHALL_LANGUAGE=${language} is not a shipped language`);

// Every page is static HTML; the gateway (gateway/server.ts) serves dist/<language>/ and the API.
export default defineConfig({
  output: 'static',
  outDir: `dist/${language}`,
  trailingSlash: 'never',
  build: { format: 'directory' },
  integrations: [preact({ compat: true }), chunkGroups(), serviceWorker(), precompress()],
  vite: {
    plugins: [tailwindcss(), languageCatalogues(language)],
    // Rendering pages, React's names must reach Preact's compat layer, in the packages written
    // for React too (@astrojs/preact bundles react and react-dom only, unless told otherwise).
    environments: { prerender: { resolve: { noExternal: ['react', 'react-dom', 'react/jsx-runtime', '@nanostores/react', 'sonner'] } } },
    // sonner writes its stylesheet into a <style> as it loads, which the policy below refuses
    // (decision 005), and has no option not to: its call is marked free of side effects, so the
    // bundler drops it as unused, and src/islands/Toaster.tsx loads the same stylesheet as a file.
    // Should sonner rename the call, its CSS is back in the toaster's script, and the page-weight
    // budgets (tests/budget) and every browser test that shows a toast fail.
    build: { rolldownOptions: { treeshake: { manualPureFunctions: ['__insertCSS'] } } },
  },
  devToolbar: { enabled: false },
  // Each page carries its policy in a <meta>: Astro adds script-src and style-src with the hashes
  // of its own scripts and styles, the layouts add our inline scripts' hashes, and the gateway
  // sends what a <meta> cannot say (decision 005).
  security: {
    csp: {
      directives: ["default-src 'self'", "img-src 'self' blob: data:", "object-src 'none'", "base-uri 'none'", "form-action 'self'"],
    },
  },
});
