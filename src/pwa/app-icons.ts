/**
 * What an icon is for: 'any' is drawn as it is; 'maskable' lets Android cut it to the
 * launcher's shape, so it must fill the square and keep the logo in the safe zone.
 */
export type IconPurpose = 'any' | 'maskable';

/** One PNG the build writes under /icons/ and the manifests list. */
export interface AppIcon {
  /** The file's name without `.png`: the endpoint's parameter. */
  name: string;
  /** Width and height in pixels; icons are square. */
  size: number;
  purpose: IconPurpose;
}

/**
 * Every app icon, read by both the manifests and the icon endpoint so the two cannot drift.
 * Chrome wants a 192 and a 512 pixel icon to offer installation; the maskable one is what
 * Android's launcher shows instead of the logo shrunk onto a white disc.
 */
export const APP_ICONS: readonly AppIcon[] = [
  { name: 'icon-192', size: 192, purpose: 'any' },
  { name: 'icon-512', size: 512, purpose: 'any' },
  { name: 'maskable-512', size: 512, purpose: 'maskable' },
];

/**
 * The address an icon is served at.
 *
 * @example iconSrc({ name: 'icon-192', size: 192, purpose: 'any' }) // '/icons/icon-192.png'
 */
export function iconSrc(icon: AppIcon): string {
  return `/icons/${icon.name}.png`;
}
