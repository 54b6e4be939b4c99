import { createElement, type ComponentType, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** Any of our icons, for a prop or a table that picks one. */
export type IconComponent = ComponentType<IconProps>;

/**
 * The frame each icon draws its shapes in: Lucide's 24-unit square, stroked in the text's
 * colour. Hidden from screen readers, since the control around an icon carries its name; a
 * class sizes it.
 *
 * @example <Icon className="size-5"><path d="M18 6 6 18" /></Icon>
 */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon's shapes as Lucide writes them: each an SVG element and its attributes. */
export type IconShapes = readonly (readonly ['path' | 'circle' | 'rect', Readonly<Record<string, string>>])[];

/**
 * An icon component drawing `shapes` in the shared frame. Called once per icon at module level,
 * marked pure where it is, so a page's bundle keeps only the icons it uses. An icon that points
 * along the line (back, previous, next) is `directional`: a right-to-left page shows it mirrored,
 * so 'back' still points where the reader came from.
 *
 * @example export const X = icon([['path', { d: 'M18 6 6 18' }], ['path', { d: 'm6 6 12 12' }]]);
 */
export function icon(shapes: IconShapes, { directional = false } = {}): IconComponent {
  return function ShapedIcon({ className, ...props }: IconProps) {
    return (
      <Icon className={directional ? `rtl:-scale-x-100 ${className ?? ''}`.trim() : className} {...props}>
        {shapes.map(([element, attributes], index) => createElement(element, { key: index, ...attributes }))}
      </Icon>
    );
  };
}
