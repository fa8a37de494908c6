import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue';

/** The content size of an element, kept up to date by a ResizeObserver. */
export function useElementSize(el: Ref<HTMLElement | null>): { width: Ref<number>; height: Ref<number> } {
  const width = ref(0);
  const height = ref(0);
  let observer: ResizeObserver | null = null;
  onMounted(() => {
    if (!el.value) return;
    const read = (): void => {
      if (!el.value) return;
      width.value = el.value.clientWidth;
      height.value = el.value.clientHeight;
    };
    read();
    observer = new ResizeObserver(read);
    observer.observe(el.value);
  });
  onBeforeUnmount(() => observer?.disconnect());
  return { width, height };
}
