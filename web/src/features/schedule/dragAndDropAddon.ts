import * as dragAndDropModule from 'react-big-calendar/lib/addons/dragAndDrop';

type WithDragAndDrop = typeof import('react-big-calendar/lib/addons/dragAndDrop').default;

/**
 * react-big-calendar ships its drag-and-drop addon as CommonJS only. Jest hands us its `default`
 * export; Vite's production build treats the file as a Node module, so `default` is the whole
 * `module.exports` and the function sits one level deeper. Either way, this is the function.
 */
const exported = (dragAndDropModule as unknown as { default: unknown }).default;
export const withDragAndDrop = (
  typeof exported === 'function' ? exported : (exported as { default: WithDragAndDrop }).default
) as WithDragAndDrop;
