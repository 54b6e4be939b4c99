import { createElement, type SVGProps } from 'react';

/** An icon as lucide-react's icon modules describe it: its name and its SVG elements. */
interface LucideIconData {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}

/** lucide's look: 24 units square, stroked in the text's colour. */
const svgAttributes = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * Stands in for lucide-react's `createLucideIcon`, which each of its icon modules calls (see
 * src/integrations/lean-icons.ts). Our icons take a class and ARIA attributes only, so none of
 * lucide's sizing, colour and context props are needed: the same SVG, without about 1.3 KB of
 * gzip on every page.
 */
export default function createLucideIcon({ name, node }: LucideIconData) {
  return function LucideIcon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return createElement(
      'svg',
      { ...svgAttributes, 'aria-hidden': true, className: `lucide lucide-${name}${className ? ` ${className}` : ''}`, ...props },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  };
}
