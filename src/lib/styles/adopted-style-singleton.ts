import { useEffect } from 'react';

/**
 * Stands in for `react-style-singleton`, which Radix Dialog's scroll lock uses (see
 * src/integrations/csp-safe-styles.ts). Same API, but the CSS goes into a constructed stylesheet
 * the document adopts instead of a `<style>` element: a strict style-src refuses the element,
 * while stylesheets built through the CSSOM are outside the policy's reach by design.
 */
function adoptedStylesheet() {
  let users = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css: string) {
      if (users++ > 0) return;
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    },
    remove() {
      if (--users > 0 || !sheet) return;
      const leaving = sheet;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== leaving);
      sheet = null;
    },
  };
}

/** A component that holds `styles` in the page while at least one instance is mounted. */
export function styleSingleton() {
  const stylesheet = adoptedStylesheet();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useEffect(() => {
      stylesheet.add(styles);
      return () => stylesheet.remove();
      // As the original: the CSS is read once, unless the caller marks it dynamic.
    }, [dynamic && styles]);
    return null;
  };
}
