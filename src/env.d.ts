/// <reference types="astro/client" />

interface ImportMetaEnv {
  /** The number shown in the student footer, read when the site is built. */
  readonly PUBLIC_HELPLINE?: string;
}
