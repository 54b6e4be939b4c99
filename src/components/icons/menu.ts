import { icon } from './icon.tsx';

/** Lucide's menu (see LICENSE). */
export const Menu = /* @__PURE__ */ icon([['path', { d: 'M4 5h16' }], ['path', { d: 'M4 12h16' }], ['path', { d: 'M4 19h16' }]]);
