import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

const SONNER_ENTRY = /\/node_modules\/sonner\/dist\/index\.mjs$/;
/** sonner 2 puts its whole stylesheet into one `__insertCSS("…")` call at the top level. */
const SONNER_CSS_CALL = /^__insertCSS\(".*"\);?$/m;

/**
 * Keeps third-party code from writing `<style>` elements at run time, which the strict
 * style-src of decision 005 refuses: sonner injects its CSS when imported, so the call is
 * dropped, and Toaster.tsx imports sonner's stylesheet instead, so it ships as a file (loaded
 * with the toaster, src/islands/Toasts.tsx).
 *
 * @example integrations: [react(), cspSafeStyles()]
 */
export default function cspSafeStyles(): AstroIntegration {
  return {
    name: 'studyhall:csp-safe-styles',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [withoutSonnerCssInjection()] } });
      },
    },
  };
}

/**
 * Drops sonner's run-time `<style>` injection from its module. Fails the build if the call is
 * not found, so a sonner update cannot quietly bring the injection back.
 *
 * @example vite: { plugins: [withoutSonnerCssInjection()] }
 */
export function withoutSonnerCssInjection(): Plugin {
  return {
    name: 'studyhall:without-sonner-css-injection',
    transform(code, id) {
      if (!SONNER_ENTRY.test(id.split('?')[0] ?? '')) return;
      if (!SONNER_CSS_CALL.test(code)) this.error('sonner no longer injects its CSS with one __insertCSS call: see src/integrations/csp-safe-styles.ts');
      return { code: code.replace(SONNER_CSS_CALL, ''), map: null };
    },
  };
}
