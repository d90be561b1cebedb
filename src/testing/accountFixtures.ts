import type { ClientUser } from '../../contract/auth';
import type { ApiError } from '../../contract/errors';
import type { Profile } from '../../contract/profile';
import type { FakeRoutes } from './fakeNetwork';
import { demoUser } from './fixtures';

/** The demo user's profile as GET /api/client/my/profile answers it (tests and stories). */
export const demoProfile: Profile = {
  contact: { email: demoUser.email, phoneNumber: demoUser.phoneNumber },
  user: { firstName: demoUser.firstName, lastName: demoUser.lastName, dateOfBirth: demoUser.dateOfBirth, gender: demoUser.gender, userLanguage: 'SK' },
  invoicingDetails: {
    version: 3,
    firstName: 'Jana',
    lastName: 'Nováková',
    email: 'jana.novakova@example.com',
    personalId: null,
    telephoneNumber: '+421900123456',
    company: null,
    address: { street: 'Mlynské nivy', number: '5', city: 'Bratislava', zip: '821 09', countryCode: 'SVK' },
    type: 'FyzickaOsoba',
  },
  referral: {
    url: 'https://selfstorage.example/r/JANA7',
    totalContracts: 2,
    amount: { minor: 2000, currency: 'EUR' },
    balance: { minor: 1500, currency: 'EUR' },
  },
  newsletter: false,
};

/** The same user with informational messages waiting (the modal after login). */
export const userWithMessages: ClientUser = {
  ...demoUser,
  infomessages: [
    { id: 11, text: 'The Bratislava – Ružinov warehouse is closed on 24 December.', important: false },
    { id: 12, text: 'Prices change from 1 July; your contract price stays until its renewal.', important: true },
  ],
};

/** An error answer exactly as the server sends it. */
export const apiError = (status: number, code: ApiError['code'], fields?: ApiError['fields']) => ({
  status,
  body: { status, code, detail: `fake ${code}`, ...(fields ? { fields } : {}) },
});

/** A healthy server for the account screens: login, current user, profile, the account calls. */
export const accountRoutes = (user: ClientUser = demoUser): FakeRoutes => ({
  'POST /auth/custom/login': { body: { token: 'fake-token', deviceToken: null } },
  'POST /auth/custom/device-login': { body: { token: 'fake-token' } },
  'POST /auth/custom/revoke-device-token': { body: { value: true } },
  'POST /auth/logout': { body: { value: true } },
  'GET /api/client/client-user/current': { body: user },
  'POST /api/user/register': { status: 201, body: { id: 99, email: 'new.user@example.com', confirmationRequired: true } },
  'POST /api/user/verify-email': { body: { verified: true } },
  'POST /auth/password/request-reset': { status: 202, body: { accepted: true } },
  'POST /auth/password/change': { body: { value: true } },
  'GET /api/client/my/profile': { body: demoProfile },
  'PUT /api/client/my/profile': { body: demoProfile },
  'POST /api/client/my/change-password': { body: { value: true } },
  'POST /api/client/my/remove-account': { body: { value: true } },
});
