// Shapes of translation data, shared by the Node-side catalog and the browser.
export type Strings = { [key: string]: string | Strings };
/** namespace -> strings */
export type Catalog = Record<string, Strings>;
