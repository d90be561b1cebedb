import { localeTags, type AppConfig } from './appConfig';

/**
 * The app's configuration for every setting the page does not carry as a meta tag (`npm run dev`,
 * Storybook, unit tests). Contact and billing fields are empty on purpose: the footer hides empty
 * fields, so a page without server configuration never shows made-up company data.
 */
export function defaultAppConfig(): AppConfig {
  return {
    mapsKey: '',
    metaImage: '/favicon.svg',
    seo: false,
    chatbot: false,
    analyticsIds: [],
    formatLocale: 'sk-SK',
    locales: [...localeTags],
    mainCountries: ['SVK', 'CZE'],
    publicUrl: '',
    appVersion: 'dev',
    otherCountryUrl: '',
    contactPhone: '',
    contactEmail: '',
    contactWhatsapp: '',
    companyAddress: '',
    billingIds: '',
    iban: '',
    country: 'SVK',
    proxyList: [],
    maintenance: false,
    termsUrlTemplate: '',
    documentsBaseUrl: '',
  };
}
