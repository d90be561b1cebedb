/** Where the browser keeps the visitor's cookie choice (localStorage), as the consent machine writes it. */
export const cookieConsentStorageKey = 'cookies.consent';

/**
 * Set on `<html>` before the first paint when a choice is stored: the server renders its pages
 * without knowing the visitor, cookie bar included, and a visitor who has chosen must not see that
 * bar flash until the app replaces the page. The app removes the mark once it shows its own page.
 */
export const cookieChoiceAttribute = 'data-cookie-choice';

/** Marks `#root` while it holds the server's page; the app removes it when it replaces that page. */
export const renderedPageAttribute = 'data-rendered';

/** Where the inline script leaves the last button pressed in the server's page, for the app to press again. */
export const pressedBeforeAppKey = '__pressedBeforeApp';

/**
 * The one inline script of a server-rendered page (the content security policy allows it by its
 * hash). It sets the cookie-choice mark; it keeps the server's forms from submitting: until the app
 * has taken the page over, pressing Enter in the sign-in form would send the password in the address
 * of a plain GET (the app's own handlers submit once it has); and it remembers a button pressed
 * before then (the menu, the cookie bar), which the app presses again in its own page.
 */
export const renderedPageScript = [
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(cookieConsentStorageKey)})||"null");if(c&&c.version===1)document.documentElement.setAttribute(${JSON.stringify(cookieChoiceAttribute)},"")}catch(e){}`,
  `document.addEventListener("submit",function(e){var r=document.getElementById("root");if(r&&r.hasAttribute(${JSON.stringify(renderedPageAttribute)})&&r.contains(e.target))e.preventDefault()},true);`,
  `document.addEventListener("click",function(e){var r=document.getElementById("root"),b=e.target&&e.target.closest&&e.target.closest("button");if(r&&b&&r.hasAttribute(${JSON.stringify(renderedPageAttribute)})&&r.contains(b))window[${JSON.stringify(pressedBeforeAppKey)}]=b},true);`,
].join('');

/** The element a rendered page that shows data carries it in: JSON, which the page's policy lets no one run. */
export const pageDataElementId = 'page-data';
