// Keeps the native menu in step with the table and the settings: every change of either rebuilds the
// template, and the menu's own choices (game, animation speed) are saved and told to the renderer.
import type { MenuItemConstructorOptions } from 'electron';
import type { GameId } from '../../shared/engine/games';
import type { HostCommand, TableState } from '../../shared/host/host';
import type { AnimationSpeed, Settings } from '../../shared/host/types';
import { pickLanguage } from '../../shared/i18n/pick-language';
import { translate } from '../../shared/i18n/translate';
import { buildMenuTemplate } from './menu';
import type { SettingsStore } from './settings-store';

export interface MenuControllerDeps {
  readonly settings: SettingsStore;
  readonly platform: NodeJS.Platform;
  readonly systemLocales: readonly string[];
  readonly developer: boolean;
  /** Menu.setApplicationMenu(Menu.buildFromTemplate(template)) in the app. */
  readonly apply: (template: MenuItemConstructorOptions[]) => void;
  /** Sends a command to the renderer. */
  readonly sendCommand: (command: HostCommand) => void;
  readonly sendSettings: (settings: Settings) => void;
}

export class MenuController {
  private table: TableState | null = null;

  constructor(private readonly deps: MenuControllerDeps) {}

  setTableState(state: TableState): void {
    this.table = state;
    this.rebuild();
  }

  /** After the renderer saved settings: the radio items and the language may have changed. */
  settingsChanged(): void {
    this.rebuild();
  }

  rebuild(): void {
    const settings = this.deps.settings.get();
    const language = settings.language ?? pickLanguage(this.deps.systemLocales);
    const template = buildMenuTemplate(
      { table: this.table, game: settings.game, animationSpeed: settings.animationSpeed, developer: this.deps.developer },
      (key) => translate(language, key),
      this.deps.platform,
      {
        command: (command) => this.deps.sendCommand(command),
        chooseGame: (game) => this.chooseGame(game),
        setAnimationSpeed: (speed) => this.setAnimationSpeed(speed),
      },
    );
    this.deps.apply(template);
  }

  private chooseGame(game: GameId): void {
    const saved = this.update({ game });
    this.deps.sendSettings(saved);
    // choosing a game in the menu deals one of it straight away
    this.deps.sendCommand('new-game');
  }

  private setAnimationSpeed(animationSpeed: AnimationSpeed): void {
    this.deps.sendSettings(this.update({ animationSpeed }));
  }

  private update(change: Partial<Settings>): Settings {
    const saved = this.deps.settings.set({ ...this.deps.settings.get(), ...change });
    this.rebuild();
    return saved;
  }
}
