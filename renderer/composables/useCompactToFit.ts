import { nextTick, onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue';

/**
 * How compact a bar that must stay on one line (flex, no wrapping) has to be: 0 is its full form,
 * `levels` its most compact. The bar is laid out in full first, and goes one level more compact at a
 * time while its content is wider than it is; the width each level needed is remembered, so the
 * words come back once the bar is that wide again. `content` is what changes the full form's width
 * besides the bar's own (the words of the player's language).
 */
export function useCompactToFit(bar: Ref<HTMLElement | null>, content: () => unknown, levels = 1): Ref<number> {
  const level = ref(0);
  /** needs[n]: the width level n was seen to need, where it did not fit. */
  let needs: number[] = [];

  /** One step at a time: a check that finds a level wrong changes it, waits for it to be drawn, and looks again. */
  async function step(): Promise<boolean> {
    const el = bar.value;
    if (!el) return false;
    if (el.scrollWidth > el.clientWidth + 0.5) {
      if (level.value >= levels) return false;
      needs[level.value] = el.scrollWidth;
      level.value++;
    } else if (level.value > 0 && el.clientWidth >= (needs[level.value - 1] ?? Number.POSITIVE_INFINITY)) level.value--;
    else return false;
    await nextTick();
    return true;
  }

  // a resize while a level is being drawn is looked at once that level is on the page, not measured half-drawn
  let running = false;
  async function check(): Promise<void> {
    if (running) return;
    running = true;
    try {
      while (await step());
    } finally {
      running = false;
    }
  }

  let observer: ResizeObserver | null = null;
  onMounted(() => {
    if (typeof ResizeObserver === 'function' && bar.value) {
      observer = new ResizeObserver(() => void check());
      observer.observe(bar.value);
    }
    void check();
  });
  onBeforeUnmount(() => observer?.disconnect());
  // new words: the full form is laid out again and measured
  watch(content, async () => {
    level.value = 0;
    needs = [];
    await nextTick();
    await check();
  });
  return level;
}
