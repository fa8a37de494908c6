import type { HostCommand } from '../../shared/host/host';

/** Dialogs another part of the app draws; the table only opens and closes them. */
export const DIALOGS = ['statistics', 'settings', 'help', 'about'] as const;
export type DialogName = (typeof DIALOGS)[number];

export const isDialog = (c: HostCommand): c is DialogName => (DIALOGS as readonly string[]).includes(c);
