import { enStart } from './en';
import { enDialogs } from './en-dialogs';

// English whole: the words the table shows from its start (en.ts) and those only dialogs and panels
// show (en-dialogs.ts). Every other language, the schema and the main process's translate read this.
export const en = { ...enStart, ...enDialogs } as const;
