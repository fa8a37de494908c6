// Registers the main-process IPC handlers from the shared contract. Every message is checked twice
// before it reaches a handler: its sender must be the app's own window, main frame and page, and its
// payload (JSON text, shared/ipc/wire.ts) must be within the channel's limits, counted before it is
// parsed, and pass the channel's schema. Anything else is dropped with a logged reason.
import { type Result, ok, err } from '../../shared/engine/result';
import {
  INVOKE,
  INVOKE_NAMES,
  SEND,
  SEND_NAMES,
  type InvokeHandlers,
  type InvokeName,
  type InvokeResponse,
  type SendHandlers,
} from '../../shared/ipc/contract';
import { fromWire } from '../../shared/ipc/wire';
import { APP_HOST, APP_SCHEME } from './app-protocol';

/** The parts of Electron's IpcMainEvent / IpcMainInvokeEvent that the checks read. */
export interface IpcEventLike {
  readonly sender: { readonly id: number };
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
  on(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => void): void;
}

/** The window whose page may talk to main; null while there is none. */
export type TrustedWindow = () => { readonly webContents: { readonly id: number; readonly mainFrame: unknown } } | null;

/** Why a sender is refused, or null when it is the app's own main frame showing the app's page. */
export function senderProblem(event: IpcEventLike, window: TrustedWindow): string | null {
  const win = window();
  if (!win) return 'there is no app window';
  if (event.sender.id !== win.webContents.id) return 'the sender is not the app window';
  const frame = event.senderFrame;
  if (!frame) return 'the sending frame is gone';
  if (frame !== win.webContents.mainFrame || frame.parent !== null) return 'the sender is not the main frame';
  let url: URL;
  try {
    url = new URL(frame.url);
  } catch {
    return 'the sender has no valid URL';
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return 'the sender is not showing the app';
  return null;
}

/** Checks one invoke message and runs its handler: the whole path of a request, as a value. */
export async function dispatchInvoke<K extends InvokeName>(
  name: K,
  handlers: InvokeHandlers,
  window: TrustedWindow,
  event: IpcEventLike,
  args: readonly unknown[],
): Promise<Result<InvokeResponse<K>, string>> {
  const refused = senderProblem(event, window);
  if (refused) return err(`${INVOKE[name].channel}: refused: ${refused}`);
  const payload = safely(() => fromWire(INVOKE[name], args));
  if (!payload.ok) return err(`${INVOKE[name].channel}: invalid payload: ${payload.error}`);
  try {
    const handler = handlers[name] as (request: unknown) => Promise<InvokeResponse<K>> | InvokeResponse<K>;
    return ok(await handler(payload.value));
  } catch (error) {
    return err(`${INVOKE[name].channel}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Checks one one-way message; runs its handler and answers null, or answers why it was dropped. */
export function dispatchSend(name: keyof SendHandlers, handlers: SendHandlers, window: TrustedWindow, event: IpcEventLike, args: readonly unknown[]): string | null {
  const refused = senderProblem(event, window);
  if (refused) return `${SEND[name].channel}: refused: ${refused}`;
  if (args.length !== 1) return `${SEND[name].channel}: expected one argument, got ${args.length}`;
  const payload = safely(() => fromWire(SEND[name], args));
  if (!payload.ok) return `${SEND[name].channel}: invalid payload: ${payload.error}`;
  handlers[name](payload.value);
  return null;
}

/** Runs a check so that even one that throws answers with an error. */
function safely<T>(check: () => Result<T, string>): Result<T, string> {
  try {
    return check();
  } catch (error) {
    return err(`the validator failed (${error instanceof Error ? error.message : String(error)})`);
  }
}

export function registerIpc(
  ipcMain: IpcMainLike,
  handlers: InvokeHandlers & SendHandlers,
  window: TrustedWindow,
  log: (message: string) => void = (message) => console.warn(message),
): void {
  for (const name of INVOKE_NAMES) {
    ipcMain.handle(INVOKE[name].channel, async (event, ...args) => {
      const result = await dispatchInvoke(name, handlers, window, event, args);
      if (result.ok) return result.value;
      log(result.error);
      // the renderer's promise rejects with this message
      throw new Error(result.error);
    });
  }
  for (const name of SEND_NAMES) {
    ipcMain.on(SEND[name].channel, (event, ...args) => {
      const dropped = dispatchSend(name, handlers, window, event, args);
      if (dropped) log(dropped);
    });
  }
}
