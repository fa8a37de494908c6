import { onBeforeUnmount, onMounted } from 'vue';
import { useGameStore } from '../stores/game';
import { useInteractionStore } from '../stores/interaction';
import type { CommandId } from '../../shared/commands/commands';
import { keyAction } from '../table/keymap';
import type { Slot } from '../table/slots';
import { hostBuild } from '../host';

export interface KeyboardHooks {
  /** True while a dialog or overlay has the keyboard: then only Escape is ours (to close it). */
  overlayOpen(): boolean;
  closeOverlay(): void;
  focusSlot(slot: Slot): void;
  /** The window's one command dispatch (App.vue), which the menu and the toolbar use too. */
  runCommand(command: CommandId): void;
}

/** Keyboard play for the whole window: every key's meaning comes from keyAction. */
export function useKeyboard(hooks: KeyboardHooks): void {
  const game = useGameStore();
  const interaction = useInteractionStore();

  function onKeyDown(e: KeyboardEvent): void {
    if (e.defaultPrevented || e.isComposing) return;
    if (hooks.overlayOpen()) {
      if (e.key === 'Escape') {
        hooks.closeOverlay();
        e.preventDefault();
      }
      return;
    }
    // typing in a field (the game chooser) or pressing a toolbar button keeps its own keys
    const target = e.target instanceof HTMLElement ? e.target : null;
    if (target?.closest('input, select, textarea')) return;
    const onButton = target?.closest('button') !== null && target?.closest('button') !== undefined;
    const action = keyAction(e, { build: hostBuild(), holding: interaction.selected !== null, rules: game.view.position.rules });
    if (!action) return;
    if (onButton && action.kind === 'activate') return;
    e.preventDefault();
    switch (action.kind) {
      case 'pile':
        interaction.choosePile(action.pile);
        // the focus ring follows a named pile only when the player is already walking the piles
        if (document.activeElement?.closest('[data-slot]')) hooks.focusSlot(interaction.focus);
        break;
      case 'focus':
        interaction.moveFocus(action.direction);
        hooks.focusSlot(interaction.focus);
        break;
      case 'activate':
        interaction.activate(interaction.focus);
        break;
      case 'send-home':
        interaction.sendHome(interaction.focus);
        break;
      case 'cancel':
        interaction.cancel();
        game.clearHint();
        break;
      case 'command':
        hooks.runCommand(action.command);
        break;
    }
  }

  onMounted(() => window.addEventListener('keydown', onKeyDown));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeyDown));
}
