/** A message's forms by CLDR plural category (Arabic uses all six, Hindi and English two); `#` stands for the count. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

const rulesByLocale = new Map<string, Intl.PluralRules>();
const numbersByLocale = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, make: (locale: string) => T): T {
  const found = cache.get(locale);
  if (found) return found;
  const made = make(locale);
  cache.set(locale, made);
  return made;
}

/**
 * `count` in a language's digits and grouping: `formatCount('hi', 2000)`. The formatter is made on
 * first use, not as a module loads: a page's first one costs the browser its number data (over
 * 10 ms on a fast machine), which a page that never shows a count is spared.
 */
export function formatCount(locale: string, count: number): string {
  return cached(numbersByLocale, locale, (tag) => new Intl.NumberFormat(tag)).format(count);
}

/**
 * The form of `forms` a language uses for `count`, with `#` written as the count in that
 * language's digits.
 *
 * @example plural('ar', 2, { one: 'طالب واحد', two: 'طالبان', few: '# طلاب', other: '# طالبًا' }) // 'طالبان'
 */
export function plural(locale: string, count: number, forms: PluralForms): string {
  const category = cached(rulesByLocale, locale, (tag) => new Intl.PluralRules(tag)).select(count);
  const form = forms[category] ?? forms.other;
  return form.replaceAll('#', formatCount(locale, count));
}
