import type { MailTexts } from './types';

const pluralRules = new Intl.PluralRules('en');
const dayForms: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'day', other: 'days' };
/** A number of days with the noun in the form English asks for: 1 day, 5 days. */
const days = (n: number) => `${n} ${dayForms[pluralRules.select(n)] ?? dayForms.other}`;

export const en: MailTexts = {
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  signature: 'The Self Storage team',
  linkHint: 'If the button does not work, copy this address into your browser:',
  verifyEmail: {
    subject: 'Confirm your e-mail address',
    lines: [
      'Thank you for registering with Self Storage. Please confirm your e-mail address to activate your account.',
    ],
    action: 'Confirm e-mail address',
    after: 'The link is valid for 72 hours. If you did not create an account, you can ignore this e-mail.',
  },
  passwordReset: {
    subject: 'Reset your password',
    lines: ['We received a request to reset the password of your Self Storage account.'],
    action: 'Set a new password',
    after:
      'The link is valid for 1 hour and works once. If you did not ask for it, ignore this e-mail: your password stays unchanged.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    lines: [
      'The password of your Self Storage account has just been changed, and your sessions on other devices were ended.',
    ],
    action: 'This was not me – reset my password',
    after: 'If you changed it yourself, there is nothing more to do.',
  },
  accountRemoved: {
    subject: 'Your account has been cancelled',
    lines: [
      'Your Self Storage account has been cancelled and your personal data erased.',
      'We keep only the records that tax law requires us to keep (invoices).',
    ],
    after: 'Thank you for using Self Storage.',
  },
  setPassword: {
    subject: 'Set your password',
    lines: [
      'When you placed your order, we created a Self Storage account for you with this e-mail address.',
      'Set your password to sign in, see your contracts and invoices and open your box in the app.',
    ],
    action: 'Set your password',
    after: 'The link is valid for 7 days and works once. Later, use "Forgot your password?" on the login page.',
  },
  orderConfirmed: {
    subject: (p) => `Your box ${p.order!.boxName} is ready – contract ${p.order!.contractNumber}`,
    lines: ({ order: o }) => [
      `Thank you for your order. We have received your payment and your rental contract ${o!.contractNumber} is active.`,
      `Box ${o!.boxName}, ${o!.warehouse}, ${o!.address}. The rent starts on ${o!.rentStart}.`,
      `Your lock code: ${o!.lockCode}${o!.accessCode ? ` · entrance code: ${o!.accessCode}` : ''}`,
      `Your rental agreement and invoice ${o!.invoiceNumber} (paid, ${o!.amount}) are attached.`,
      `Your card payment was processed by ${o!.paymentProvider}.`,
      'Keep the codes to yourself: anyone who knows them can open your box.',
    ],
    action: 'View my contract',
  },
  orderRefunded: {
    subject: (p) => `Your payment has been refunded – box ${p.refund!.boxName}`,
    lines: ({ refund: r }) => [
      `Your payment of ${r!.amount} for box ${r!.boxName}, ${r!.warehouse}, reached us only after your order had been cancelled or its reservation had run out, and the box could no longer be rented to you.`,
      'We have refunded the whole amount to your card. Depending on your bank, it may take a few working days to appear on your account.',
    ],
    after: 'You are welcome to place a new order at any time.',
  },
  freeBox: {
    subject: (p) => `A box is free at ${p.warehouseName}`,
    lines: (p) => [
      `Good news: a box you were waiting for is now free at ${p.warehouseName}.`,
      'Boxes go to whoever orders first, so do not wait too long.',
    ],
    action: 'See the free boxes',
    after: 'You asked us to tell you once; this is the only message about it.',
  },
  terminationConfirmed: {
    subject: (p) => `We have received your notice – contract ${p.termination!.contractNumber}`,
    lines: ({ termination: t }) => [
      `We have received your notice of rental contract ${t!.contractNumber} for box ${t!.boxName}, ${t!.warehouse}.`,
      `The last day of your rent is ${t!.lastDay}. Please empty and clean the box by then, and remove your own padlock if you used one.`,
      'As soon as the box is empty, confirm it in My contracts: the contract can then end as early as the next day.',
      t!.forfeited
        ? `Your rent is paid up to ${t!.forfeited.to}. As you confirmed when giving notice, the rent paid for ${t!.forfeited.from} – ${t!.forfeited.to} is not refunded.`
        : 'Rent already paid for the time after the last day is not refunded.',
    ],
    action: 'View my contract',
  },
  paymentAnnounced: {
    subject: (p) => `Upcoming card payment – contract ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `On ${r!.day} we will charge ${r!.amount} to the card you paid with, for the rent of box ${r!.boxName}, ${r!.warehouse}, for the period ${r!.periodFrom} to ${r!.periodTo} (contract ${r!.contractNumber}).`,
      'You do not need to do anything. If your card has changed or expired, you can pay the rent yourself in My rents once it has been issued.',
    ],
    action: 'View my rents',
  },
  rentPaid: {
    subject: (p) => `Rent paid – contract ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `We have charged ${r!.amount} to your card for the rent of box ${r!.boxName}, ${r!.warehouse}, for the period ${r!.periodFrom} to ${r!.periodTo} (contract ${r!.contractNumber}).`,
      `Invoice ${r!.invoiceNumber} is available in My rents.`,
    ],
    action: 'View my rents',
  },
  rentPaymentFailed: {
    subject: (p) => `Card payment failed – contract ${p.rent!.contractNumber}`,
    lines: ({ rent: r }) => [
      `We could not charge your card for the rent of box ${r!.boxName}, ${r!.warehouse}, for the period ${r!.periodFrom} to ${r!.periodTo} (${r!.amount}, due on ${r!.day}, contract ${r!.contractNumber}).`,
      'Please pay it in My rents with the Pay button.',
      'Your box stays accessible for now. If the rent remains unpaid, we will remind you, and after a few days the locks of your box will stop opening until it is paid.',
    ],
    action: 'Pay in My rents',
  },
  rentOverdue: {
    subject: (p) => `Payment reminder: unpaid rent – contract ${p.rent!.contractNumber}`,
    lines: ({ rent: r, overdue: o }) => [
      `This is reminder no. ${o!.step}. The rent of ${r!.amount} for box ${r!.boxName}, ${r!.warehouse}, for the period ${r!.periodFrom} to ${r!.periodTo} (contract ${r!.contractNumber}) was due on ${r!.day} and is now ${days(o!.daysOverdue)} overdue.`,
      ...(o!.accessBlocked
        ? ['Access to your box is blocked until the rent is paid; it opens again right after payment.']
        : o!.accessBlockedFrom
          ? [`If the rent stays unpaid, the locks of your box will stop opening from ${o!.accessBlockedFrom}.`]
          : []),
      'You can pay it in My rents with the Pay button.',
    ],
    action: 'Pay in My rents',
    after: 'If you have already paid, please ignore this message.',
  },
  contractEnding: {
    subject: (p) => `Your contract ${p.termination!.contractNumber} ends on ${p.termination!.lastDay}`,
    lines: ({ termination: t, ending: e }) => [
      `Your rental contract ${t!.contractNumber} for box ${t!.boxName}, ${t!.warehouse}, ends on ${t!.lastDay}, that is ${e!.daysLeft === 1 ? 'tomorrow' : `in ${days(e!.daysLeft)}`}.`,
      e!.evictionConfirmed
        ? 'Thank you for confirming that the box is empty. There is nothing more you need to do.'
        : 'Please empty and clean the box by then and remove your own padlock if you used one. Then confirm in My contracts that the box is empty.',
    ],
    action: 'View my contract',
  },
  boxShared: {
    subject: (p) => `${p.boxShare!.sharedBy} shares box ${p.boxShare!.boxName} with you`,
    lines: ({ boxShare: s }) => [
      `${s!.sharedBy} shares box ${s!.boxName} at ${s!.warehouse}, ${s!.address}, with you.`,
      'Sign in and you will find the box under My boxes: from there you open the warehouse entrance and the box, and see its lock code.',
    ],
    action: 'View my boxes',
    after:
      'The tenant of the box may end the sharing at any time, and it ends with their contract. If you did not expect this e-mail, you can ignore it.',
  },
  unlockTokenGranted: {
    subject: (p) => `Access to the warehouse ${p.unlockGrant!.warehouse}`,
    lines: ({ unlockGrant: g }) => [
      `${g!.grantedBy} has given you access to the warehouse ${g!.warehouse}, ${g!.address}${g!.boxName ? `, and to box ${g!.boxName}` : ''}.`,
      `The link works from ${g!.validFrom} to ${g!.validTo} (local time of the warehouse).`,
      'When you are at the warehouse, open the link on your phone and allow it to use your location: the locks open only near the warehouse.',
      'Do not pass the link on: anyone who has it can open the locks during this time.',
    ],
    action: 'Open the locks',
    after:
      'The person who gave you access can withdraw it at any time. If you did not expect this e-mail, you can ignore it.',
  },
};
