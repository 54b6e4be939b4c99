import { icon } from './icon.tsx';

/** Lucide's arrow-left (see LICENSE). */
export const ArrowLeft = /* @__PURE__ */ icon([['path', { d: 'm12 19-7-7 7-7' }], ['path', { d: 'M19 12H5' }]], { directional: true });
