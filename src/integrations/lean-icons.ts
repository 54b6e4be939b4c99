import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/** lucide-react's own modules that import its `createLucideIcon`: every icon, and the package's index. */
const LUCIDE_MODULE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/][^\\/]+|lucide-react)\.mjs$/;
const LUCIDE_FACTORY = /^\.\.?\/createLucideIcon\.mjs$/;

/**
 * Builds lucide-react's icons with our `createLucideIcon` (src/components/ui/lucide-icon.ts),
 * in the browser and the server build alike, so the hydrated SVG is the one prerendered.
 *
 * @example integrations: [react(), leanIcons()]
 */
export default function leanIcons(): AstroIntegration {
  return {
    name: 'studyhall:lean-icons',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const factory = fileURLToPath(new URL('src/components/ui/lucide-icon.ts', config.root));
        // Bundled for the server too, or Node would load lucide-react untouched.
        updateConfig({ vite: { plugins: [withLeanLucideIcons(factory)], resolve: { noExternal: ['lucide-react'] } } });
      },
    },
  };
}

/**
 * Resolves lucide-react's imports of its icon factory to `factory`.
 *
 * @example vite: { plugins: [withLeanLucideIcons('/app/src/components/ui/lucide-icon.ts')] }
 */
export function withLeanLucideIcons(factory: string): Plugin {
  return {
    name: 'studyhall:lean-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && LUCIDE_FACTORY.test(source) && LUCIDE_MODULE.test(importer.split('?')[0] ?? '')) return factory;
    },
  };
}
