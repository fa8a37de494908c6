import { nextTick, onBeforeUnmount, onMounted, type Ref } from 'vue';

/** What can take the keyboard focus inside a modal panel. */
export const FOCUSABLE =
  'button:not([disabled]), select:not([disabled]), input:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

export interface FocusTrapOptions {
  /** Escape pressed while this trap is the top one. */
  onEscape(): void;
  /** The element to focus first; the panel's first focusable one when absent or null. */
  initial?(): HTMLElement | null | undefined;
}

/** Open traps, the newest last: only the top one takes Tab and Escape. */
const open: object[] = [];

/**
 * A modal panel's keyboard: the focus moves into it when it opens, Tab and Shift+Tab go round its own
 * controls (from anywhere, even when the focus had somehow left it), Escape calls `onEscape`, and when
 * the panel goes the focus returns to where it was before it opened.
 */
export function useFocusTrap(panel: Ref<HTMLElement | null>, options: FocusTrapOptions): void {
  const me = {};
  const opener = typeof document !== 'undefined' ? (document.activeElement as HTMLElement | null) : null;
  const focusables = (): HTMLElement[] => [...(panel.value?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];

  function onKeydown(e: KeyboardEvent): void {
    if (open[open.length - 1] !== me || e.defaultPrevented) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      options.onEscape();
      return;
    }
    if (e.key !== 'Tab') return;
    const all = focusables();
    if (all.length === 0) {
      e.preventDefault();
      return;
    }
    const at = all.indexOf(document.activeElement as HTMLElement);
    // outside the panel, or at either end: go round instead of leaving it
    if (at < 0 || (e.shiftKey && at === 0) || (!e.shiftKey && at === all.length - 1)) {
      e.preventDefault();
      (e.shiftKey ? all[all.length - 1]! : all[0]!).focus();
    }
  }

  onMounted(async () => {
    open.push(me);
    document.addEventListener('keydown', onKeydown, true);
    await nextTick();
    (options.initial?.() ?? focusables()[0])?.focus();
  });

  onBeforeUnmount(() => {
    const i = open.indexOf(me);
    if (i >= 0) open.splice(i, 1);
    document.removeEventListener('keydown', onKeydown, true);
    if (opener?.isConnected) opener.focus();
  });
}
