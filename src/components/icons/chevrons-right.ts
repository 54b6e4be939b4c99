import { icon } from './icon.tsx';

/** Lucide's chevrons-right (see LICENSE). */
export const ChevronsRight = /* @__PURE__ */ icon([['path', { d: 'm6 17 5-5-5-5' }], ['path', { d: 'm13 17 5-5-5-5' }]], { directional: true });
