import type { Language } from '../../contract/languages.ts';

/**
 * The language of the site being built: each language's build resolves this module to its own
 * (src/integrations/language-catalogues.ts), so a page and its islands know what they are in.
 */
export const pageLanguage: Language = 'en';
