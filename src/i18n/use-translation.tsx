// What components bind to: react-i18next itself, re-exported so a component's
// import names one module of the app (the instance comes from setup.ts through
// <I18nextProvider> in App.tsx).
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';
