import type { APIRoute, GetStaticPaths } from 'astro';
import type { Position } from '../../contract/records/user.ts';
import { APP_ROLES, appManifest } from '../pwa/app-manifest.ts';

export const getStaticPaths = (() => APP_ROLES.map((role) => ({ params: { role }, props: { role } }))) satisfies GetStaticPaths;

/**
 * Writes /student.webmanifest and /tutor.webmanifest at build time. The header serves `astro
 * dev`; the gateway names the type from the file's extension.
 */
export const GET: APIRoute<{ role: Position }> = ({ props }) =>
  new Response(JSON.stringify(appManifest(props.role)), { headers: { 'Content-Type': 'application/manifest+json' } });
