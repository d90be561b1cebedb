import type { AppConfig } from '../../contract/appConfig';
import type { ClientUser } from '../../contract/auth';
import { defaultAppConfig } from '../config/defaults';

/** A fully configured Slovak site, as the server would inject it (stories and tests). */
export const demoConfig: AppConfig = {
  ...defaultAppConfig(),
  appVersion: '1.4.2',
  contactPhone: '+421 2 3300 4400',
  contactEmail: 'info@selfstorage.example',
  contactWhatsapp: '+421 900 123 456',
  companyAddress: 'Self Storage s.r.o.\nMlynské nivy 5\n821 09 Bratislava',
  billingIds: 'IČO 12345678 · DIČ 2023456789 · IČ DPH SK2023456789',
  iban: 'SK31 1200 0000 1987 4263 7541',
  termsUrlTemplate: 'https://terms.selfstorage.example/{country}/{lang}/terms',
  documentsBaseUrl: 'https://documents.selfstorage.example',
};

export const demoUser: ClientUser = {
  id: 7,
  userType: 'ClientUser',
  firstName: 'Jana',
  lastName: 'Nováková',
  email: 'jana.novakova@example.com',
  phoneNumber: '+421900123456',
  dateOfBirth: '1990-04-12',
  gender: 'Female',
  userLanguage: 'SK',
  infomessages: [],
};
