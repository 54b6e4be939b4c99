/**
 * A catalogue in another language: the English module's shape with its words free. Each
 * language's module declares its objects `satisfies Translation<typeof english>`, so the type
 * checker refuses a missing key, an extra one, or a message that takes other values.
 *
 * @example export const studentsText = { listHeading: 'छात्र सूची', … } satisfies Translation<typeof en.studentsText>;
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly (infer U)[]
      ? readonly Translation<U>[]
      : { readonly [K in keyof T]: Translation<T[K]> };
