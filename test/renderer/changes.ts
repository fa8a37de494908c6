// Events a renderer test waits on with test/until.ts: a change of a Vue reactive source, or of the DOM.
import { watch } from 'vue';
import type { Subscribe } from '../until';

/** Each change of what `source` reads (a store's field, say), heard as it happens. */
export const changesOf =
  (source: () => unknown): Subscribe =>
  (listener) =>
    watch(source, listener, { flush: 'sync', deep: true });

/** Each change of the DOM under `root` (the document, or a mounted component's element). */
export const domChanges =
  (root: Node = document): Subscribe =>
  (listener) => {
    const observer = new MutationObserver(listener);
    observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    return () => observer.disconnect();
  };
