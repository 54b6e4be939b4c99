import type { APIRoute, GetStaticPaths } from 'astro';
import { APP_ICONS, type AppIcon } from '../../pwa/app-icons.ts';
import { renderIcon } from '../../pwa/render-icon.ts';

export const getStaticPaths = (() =>
  APP_ICONS.map((icon) => ({ params: { icon: icon.name }, props: { icon } }))) satisfies GetStaticPaths;

/**
 * Writes each app icon under /icons/ at build time, drawn from the favicon so the logo has one
 * source. The copy into a Uint8Array is because a Buffer may sit on a shared ArrayBuffer, which a
 * Response body may not; it is a few kilobytes.
 */
export const GET: APIRoute<{ icon: AppIcon }> = async ({ props }) =>
  new Response(new Uint8Array(await renderIcon(props.icon)), { headers: { 'Content-Type': 'image/png' } });
