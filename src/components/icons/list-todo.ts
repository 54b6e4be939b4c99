import { icon } from './icon.tsx';

/** Lucide's list-todo (see LICENSE). */
export const ListTodo = /* @__PURE__ */ icon([['path', { d: 'M13 5h8' }], ['path', { d: 'M13 12h8' }], ['path', { d: 'M13 19h8' }], ['path', { d: 'm3 17 2 2 4-4' }], ['rect', { x: '3', y: '4', width: '6', height: '6', rx: '1' }]]);
