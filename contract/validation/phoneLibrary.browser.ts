// What the browser's phone check downloads when it first checks a number (see phone.browser.ts): one
// module, so that only the parse function of libphonenumber-js is bundled, not the whole library.
export { parsePhoneNumberFromString as parse } from 'libphonenumber-js/core';
export { default as metadata } from 'libphonenumber-js/metadata.min.json';
