import type { en } from './english';

/** The English catalogue's shape with every message widened to string: what sw and sv must satisfy. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type MessageSchema = Widen<typeof en>;
