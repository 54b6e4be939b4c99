import { icon } from './icon.tsx';

/** Lucide's x (see LICENSE). */
export const X = /* @__PURE__ */ icon([['path', { d: 'M18 6 6 18' }], ['path', { d: 'm6 6 12 12' }]]);
