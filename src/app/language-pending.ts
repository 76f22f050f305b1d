// A returning player who chose another language than the page's: the language
// guard in the page's head (layouts/Page.astro) puts this class on <html> before
// the first paint, base.css hides the default-language paint under it (3 s at
// most), and the app takes it off once it has switched
// (shell/use-document-language.ts). A page under it paints nothing, so it asks
// for its code at once instead of after its largest paint (build/island-script.ts).
export const LANGUAGE_PENDING_CLASS = 'lk-lang-pending';
