import type { Ref } from 'vue';
import { useInteractionStore } from '../stores/interaction';
import type { Slot } from '../table/slots';

/** The slot an element belongs to, from the nearest `data-slot` attribute. */
function slotOf(target: EventTarget | null): Slot | null {
  const el = target instanceof Element ? target.closest('[data-slot]') : null;
  const value = el?.getAttribute('data-slot');
  return value == null ? null : Number(value);
}

/**
 * Pointer events (mouse, touch, pen) on the table: a press on a card starts a possible drag (of the
 * card and, inside a run, the cards on it), a press and release without moving is a click, a double
 * click sends a card home. Hit-testing is the DOM's;
 * every decision is the interaction store's.
 */
export function usePointerGestures(root: Ref<HTMLElement | null>) {
  const interaction = useInteractionStore();
  let pointerId: number | null = null;
  let startX = 0;
  let startY = 0;
  let pressedSlot: Slot | null = null;

  function onPointerDown(e: PointerEvent): void {
    if (e.button !== 0 || pointerId !== null) return;
    const card = e.target instanceof Element ? e.target.closest('[data-card-id]') : null;
    pressedSlot = slotOf(e.target);
    startX = e.clientX;
    startY = e.clientY;
    pointerId = e.pointerId;
    // a press on a card of a run lifts that card and the cards on it
    const depth = card && pressedSlot !== null ? interaction.depthOf(pressedSlot, Number(card.getAttribute('data-index'))) : 0;
    if (card && card.getAttribute('data-movable') === 'true' && pressedSlot !== null && interaction.startDrag(pressedSlot, depth)) {
      e.preventDefault();
    }
  }

  function onPointerMove(e: PointerEvent): void {
    if (e.pointerId !== pointerId || !interaction.drag) return;
    const wasMoving = interaction.drag.moving;
    interaction.moveDrag(e.clientX - startX, e.clientY - startY);
    // captured only once it is a drag, so that clicks and double-clicks keep their own targets
    if (!wasMoving && interaction.drag.moving) root.value?.setPointerCapture?.(e.pointerId);
  }

  function onPointerUp(e: PointerEvent): void {
    if (e.pointerId !== pointerId) return;
    pointerId = null;
    if (interaction.drag) {
      // the dragged card is under the pointer: look through it with elementsFromPoint
      const under = document.elementsFromPoint(e.clientX, e.clientY).find((el) => !el.closest('.card--dragging'));
      interaction.endDrag(interaction.drag.moving ? slotOf(under ?? null) : null);
      return;
    }
    // a click on a pile, or on the cloth around the piles (which puts the card back)
    const slot = slotOf(e.target);
    // 0: the pointer is on the pile, not on a card it can pick up
    if (slot !== null && slot === pressedSlot) interaction.activate(slot, 0);
    else if (slot === null) interaction.cancel();
  }

  function onPointerCancel(e: PointerEvent): void {
    if (e.pointerId !== pointerId) return;
    pointerId = null;
    if (interaction.drag) interaction.endDrag(null);
  }

  function onDoubleClick(e: MouseEvent): void {
    const slot = slotOf(document.elementFromPoint(e.clientX, e.clientY) ?? e.target);
    if (slot !== null) interaction.sendHome(slot);
  }

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onDoubleClick };
}
