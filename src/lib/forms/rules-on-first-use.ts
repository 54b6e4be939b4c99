import { useEffect, useState } from 'react';

/**
 * A form's rules, loaded when the person starts on the form rather than with its page: the
 * rules bring zod/mini (about 7 KB of gzip), which the login and sign-up pages need neither to
 * paint nor to take input.
 */
export interface RulesOnFirstUse<Rules> {
  /** The rules once loaded. */
  readonly loaded: Rules | undefined;
  /** Loads the rules, once; rejects when they cannot be fetched (offline), and the next call tries again. */
  load(): Promise<Rules>;
}

/**
 * @param fetchRules a dynamic import of the rules' module, e.g. `() => import('./auth.ts').then((rules) => rules.loginSchema)`
 * @example export const loginRules = rulesOnFirstUse(() => import('./auth.ts').then((rules) => rules.loginSchema));
 */
export function rulesOnFirstUse<Rules>(fetchRules: () => Promise<Rules>): RulesOnFirstUse<Rules> {
  let loading: Promise<Rules> | undefined;
  const rules = {
    loaded: undefined as Rules | undefined,
    load(): Promise<Rules> {
      loading ??= fetchRules().then(
        (loaded) => (rules.loaded = loaded),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  return rules;
}

/**
 * The rules once `inUse` has turned true (a field was typed in or left) and they have arrived;
 * the component renders again when they do. A failure to load is left to the submit, which
 * asks again and can say why. Without rules to fetch (they came with the page), undefined.
 */
export function useRulesOnFirstUse<Rules>(rules: RulesOnFirstUse<Rules> | undefined, inUse: boolean): Rules | undefined {
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (!rules || !inUse || rules.loaded) return;
    rules.load().then(
      () => setArrived(true),
      () => undefined,
    );
  }, [rules, inUse]);
  return rules?.loaded;
}
