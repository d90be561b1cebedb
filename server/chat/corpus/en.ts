import type { Corpus } from './types';

export const en: Corpus = {
  order: {
    title: 'How to order a box',
    keys: ['order*', 'rent a', 'book*', 'reserv*', 'how do i get a box', 'sign up'],
    text: 'Find a warehouse at /boxes (by town or on the map), open it (/location/…), choose a free box and the start date, and pay the first rent by card. An account is created with the order if you do not have one. After the payment the contract is opened and you see the box in /my/boxes.',
  },
  pay: {
    title: 'Paying the rent',
    keys: ['pay*', 'card*', 'charg*', 'debit*', 'recurring', 'unpaid', 'overdue'],
    text: "The first rent is paid by card when you order; later rents are charged to the same card automatically at the start of each period. An unpaid rent can be paid by card at /my/rents. If a rent stays unpaid for {blockDays} days, the box's lock stops opening until it is paid.",
  },
  lock: {
    title: 'Opening the smart lock',
    keys: [
      'lock*',
      'unlock*',
      'open the box',
      'open my box',
      'open the door',
      'pin',
      'access code',
      'entrance code',
      'get in',
      'key*',
    ],
    text: 'The smart lock is opened in the browser: sign in, go to /my/boxes and press Open when you are at the warehouse (within {geofence} m; the browser asks for your location). The warehouse entrance opens the same way, and /my/boxes also shows your PIN code.',
  },
  share: {
    title: 'Sharing a box',
    keys: ['shar*', 'someone else', 'family', 'friend*', 'partner', 'another person', 'give access', 'mover*'],
    text: 'In /my/boxes you can share your box with another registered user by entering their e-mail. They can then open the locks and see the PIN, never your payments or contract. You can end the sharing at any time; for a one-off visit (movers) you can send a time-limited access link instead.',
  },
  notice: {
    title: 'Giving notice',
    keys: ['notice', 'terminat*', 'cancel*', 'end the contract', 'end my contract', 'quit', 'stop renting', 'move out'],
    text: 'You give notice in the app: open the contract in /my/contracts and choose its last day; the earliest is {noticeDays} days from today. The contract ends on the day you choose. Rent already paid for days after it is not refunded; the form shows the last paid day, and choosing it uses all the rent you paid. Empty and clean the box before it ends.',
  },
  eviction: {
    title: 'Emptying the box (eviction)',
    keys: ['evict*', 'empty*', 'clear out', 'clean the box', 'vacat*'],
    text: 'Before a contract ends the box must be emptied and cleaned. Confirm it under your contract in /my/contracts (the eviction step); once confirmed, the contract can end as early as the next day. If rent is left unpaid, access is blocked after {blockDays} days and we may empty the box ourselves.',
  },
  insurance: {
    title: 'Insurance',
    keys: ['insur*', 'damage*', 'theft', 'stolen', 'cover*'],
    text: "Basic insurance of the stored goods is included in the rent. Some warehouses offer additional cover for a monthly fee; you choose it when ordering the box, and the box's page shows its price.",
  },
  sizes: {
    title: 'Box sizes',
    keys: ['what size', 'which size', 'how big', 'size*', 'dimension*', 'fit', 'm2'],
    text: "Boxes come in four sizes: XS up to 1 m², small 1–3 m², medium 3–6 m² and large over 6 m². A small box holds the contents of a cellar, a large one a flat's furniture. At /boxes you can filter by size; each box shows its width, length and height.",
  },
  notify: {
    title: 'Notification when a box is free',
    keys: [
      'notify*',
      'notification',
      'let me know',
      'tell me when',
      'waiting list',
      'full',
      'fully booked',
      'becomes free',
      'available again',
    ],
    text: 'When a warehouse is full, its page (/location/…) offers "notify me when a box is free": leave your e-mail (and the size you want) and we write to you once when a box becomes free.',
  },
  voucher: {
    title: 'Discount codes',
    keys: ['voucher*', 'discount*', 'coupon*', 'promo*', 'referral*', 'first month free'],
    text: 'A discount code is entered in the order summary before paying. Some warehouses offer the first month free. With your referral link (in your profile) you earn a reward when someone you invite orders a box.',
  },
  invoices: {
    title: 'Invoices',
    keys: ['invoice*', 'receipt*', 'bill*', 'vat'],
    text: 'Every paid rent has an invoice (prices include VAT). You find the invoices and rents at /my/rents, and the contract with its PDF at /my/contracts.',
  },
  account: {
    title: 'Account and password',
    keys: ['account', 'password', 'log in', 'login', 'sign in', 'register*', 'profile'],
    text: 'Sign in at /login; if you forgot your password, use "Forgot your password?" there. Your details are in /my/profile. An account is also created when you place your first order.',
  },
};
