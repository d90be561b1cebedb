/** Where the browser keeps the visitor's cookie choice (localStorage), as the consent machine writes it. */
export const cookieConsentStorageKey = 'cookies.consent';

/**
 * Set on `<html>` before the first paint when a choice is stored: the server renders its pages
 * without knowing the visitor, cookie bar included, and a visitor who has chosen must not see that
 * bar flash until the app replaces the page. The app removes the mark once it shows its own page.
 */
export const cookieChoiceAttribute = 'data-cookie-choice';

/** The page's only inline script (the content security policy allows it by its hash): it sets the mark. */
export const cookieChoiceScript = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(cookieConsentStorageKey)})||"null");if(c&&c.version===1)document.documentElement.setAttribute(${JSON.stringify(cookieChoiceAttribute)},"")}catch(e){}`;
