/** The messages of one language (or group), by id. */
export type Messages = Record<string, string>;

/** A locale file's module, and the lazy imports of each language's file of one group. */
export type Module = { default: Messages };
export type Loaders = Record<string, () => Promise<Module>>;
