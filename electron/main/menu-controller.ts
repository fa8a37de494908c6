// Keeps the native menu in step with the table and the settings. The menu is built once, and again
// only when its words change (the language); a table state or a setting that only enables, disables
// or checks items sets those values on the built items whose value changed. The animation speed
// chosen in the menu is saved and told to the renderer; a game chosen is sent as Choose Game with
// that game (the renderer's session makes it the current game once it deals it).
import type { MenuItemConstructorOptions } from 'electron';
import type { GameId } from '../../shared/engine/games';
import type { HostCommand, TableState } from '../../shared/host/host';
import type { AnimationSpeed, Language, Settings } from '../../shared/host/types';
import { pickLanguage } from '../../shared/i18n/pick-language';
import { translate } from '../../shared/i18n/translate';
import { buildMenuTemplate, gameItemId, menuValues, type ItemValue, type MenuState } from './menu';
import type { SettingsStore } from './settings-store';

/** The part of an Electron MenuItem the controller changes after the build. */
export interface LiveMenuItem {
  enabled: boolean;
  checked: boolean;
}

/** The built menu: Electron's Menu, looked up by item id. */
export interface LiveMenu {
  getMenuItemById(id: string): LiveMenuItem | null;
}

export interface MenuControllerDeps {
  readonly settings: SettingsStore;
  readonly platform: NodeJS.Platform;
  readonly systemLocales: readonly string[];
  readonly developer: boolean;
  /** Menu.buildFromTemplate(template), set as the application menu, in the app. */
  readonly apply: (template: MenuItemConstructorOptions[]) => LiveMenu;
  /** Sends a command to the renderer. */
  readonly sendCommand: (command: HostCommand) => void;
  readonly sendSettings: (settings: Settings) => void;
}

export class MenuController {
  private table: TableState | null = null;
  private menu: LiveMenu | null = null;
  /** The language the menu was built in: another one needs new words, so a new build. */
  private builtIn: Language | null = null;
  /** Each item's enabled and checked state as the built menu has it now. */
  private shown = new Map<string, ItemValue>();

  constructor(private readonly deps: MenuControllerDeps) {}

  setTableState(state: TableState): void {
    this.table = state;
    this.refresh();
  }

  /** After the renderer saved settings: the radio items and the language may have changed. */
  settingsChanged(): void {
    this.refresh();
  }

  /** Builds the menu from scratch (at start, and when the language changes). */
  rebuild(): void {
    const language = this.language();
    const state = this.state();
    const template = buildMenuTemplate(state, (key) => translate(language, key), this.deps.platform, {
      command: (command) => this.deps.sendCommand(command),
      chooseGame: (game) => this.chooseGame(game),
      setAnimationSpeed: (speed) => this.setAnimationSpeed(speed),
    });
    this.menu = this.deps.apply(template);
    this.builtIn = language;
    this.shown = menuValues(state);
  }

  /** Sets on the built menu only the values that changed; builds it when there is none yet or the language changed. */
  private refresh(): void {
    if (this.menu === null || this.builtIn !== this.language()) {
      this.rebuild();
      return;
    }
    for (const [id, value] of menuValues(this.state())) {
      const before = this.shown.get(id);
      if (before?.enabled === value.enabled && before?.checked === value.checked) continue;
      const item = this.menu.getMenuItemById(id);
      if (!item) continue;
      if (value.enabled !== undefined && value.enabled !== before?.enabled) item.enabled = value.enabled;
      // checking a radio item unchecks the rest of its group (Electron does it): only the new one is set
      if (value.checked !== undefined && value.checked !== before?.checked && (value.checked || !value.radio)) item.checked = value.checked;
      this.shown.set(id, value);
    }
  }

  private language(): Language {
    return this.deps.settings.get().language ?? pickLanguage(this.deps.systemLocales);
  }

  private state(): MenuState {
    const settings = this.deps.settings.get();
    return { table: this.table, game: settings.game, animationSpeed: settings.animationSpeed, developer: this.deps.developer };
  }

  private chooseGame(game: GameId): void {
    // Electron checked the item clicked; the player may yet keep the game in progress (the renderer
    // asks): until the settings say another game, the menu checks the one they say
    const current = this.menu?.getMenuItemById(gameItemId(this.deps.settings.get().game));
    if (current) current.checked = true;
    this.deps.sendCommand({ command: 'choose-game', game });
  }

  private setAnimationSpeed(animationSpeed: AnimationSpeed): void {
    this.deps.sendSettings(this.update({ animationSpeed }));
  }

  private update(change: Partial<Settings>): Settings {
    const saved = this.deps.settings.set({ ...this.deps.settings.get(), ...change });
    this.refresh();
    return saved;
  }
}
