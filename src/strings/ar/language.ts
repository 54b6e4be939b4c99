import type { Language } from '../../../contract/languages.ts';

export const pageLanguage: Language = 'ar';
