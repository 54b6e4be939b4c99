import { icon } from './icon.tsx';

/** Lucide's chevrons-left (see LICENSE). */
export const ChevronsLeft = /* @__PURE__ */ icon([['path', { d: 'm11 17-5-5 5-5' }], ['path', { d: 'm18 17-5-5 5-5' }]], { directional: true });
