import { describe, expect, it } from 'vitest';
import en from '@locales/en.json';
import { allMessageGroups, groupOfMessage, messagesOfGroup, type MessageGroup } from './messageGroups';
import { createMessageStore } from './messageStore';

/** A loader whose downloads the test settles by hand, recording what was asked for. */
function manualLoader() {
  const asked: string[] = [];
  const pending = new Map<string, { resolve: (m: Record<string, string>) => void; reject: (e: Error) => void }>();
  const load = (lang: string, group: MessageGroup) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      asked.push(`${lang}/${group}`);
      pending.set(`${lang}/${group}`, { resolve, reject });
    });
  const settle = async (key: string, failure?: Error) => {
    const [lang, group] = key.split('/');
    const download = pending.get(key)!;
    if (failure) download.reject(failure);
    else download.resolve({ [`${group}.text`]: `${group} in ${lang}` });
    await new Promise((r) => setTimeout(r, 0));
  };
  return { asked, load, settle };
}

describe('message groups', () => {
  it('put every message of the language files in exactly one group, each group with messages', () => {
    const grouped = allMessageGroups.map((group) => Object.keys(messagesOfGroup(en, group)));
    expect(grouped.flat().sort()).toEqual(Object.keys(en).sort());
    for (const [i, group] of allMessageGroups.entries()) expect(grouped[i].length, group).toBeGreaterThan(0);
  });

  it('go by the longest listed start of the id', () => {
    expect(groupOfMessage('auth.form.sending')).toBe('forms');
    expect(groupOfMessage('auth.login.title')).toBe('auth');
    expect(groupOfMessage('account.delete.confirm')).toBe('profile');
    expect(groupOfMessage('header.menu')).toBe('core');
    expect(groupOfMessage('brandNewPrefix.text')).toBe('core');
    // A single message listed on its own: the chat's corner button is on every page, its window is not.
    expect(groupOfMessage('chat.launcher')).toBe('core');
    expect(groupOfMessage('chat.window.title')).toBe('chat');
    // Error codes are cut at their slashes too: a feature's own errors come with the feature.
    expect(groupOfMessage('errors.lock-v2/too-far-away')).toBe('locks');
    expect(groupOfMessage('errors.unlock-token/window-invalid')).toBe('myBoxes');
    expect(groupOfMessage('errors.rent/payment-in-progress')).toBe('my');
    // An order's texts come by step: the offer's, the details', the summary's and the card payment's,
    // and what several steps show with the order.
    expect(groupOfMessage('order.period.months')).toBe('offer');
    expect(groupOfMessage('order.step.details')).toBe('order');
    expect(groupOfMessage('checkout.details.firstName')).toBe('details');
    // The summary shows a few texts of the details and of the card payment: they come with the order.
    expect(groupOfMessage('errors.Autoregistration/email-taken')).toBe('order');
    expect(groupOfMessage('checkout.details.ico')).toBe('order');
    expect(groupOfMessage('payment.redirecting')).toBe('order');
    expect(groupOfMessage('payment.failedBefore')).toBe('checkout');
    // A held order's notices only after the card page.
    expect(groupOfMessage('order.held.title')).toBe('heldOrder');
    expect(groupOfMessage('checkout.prices.total')).toBe('checkout');
    expect(groupOfMessage('payment.success.title')).toBe('payment');
    // The password's rule and refusals come with the account's fields, not with every form.
    expect(groupOfMessage('errors.password/too-common')).toBe('authFields');
    expect(groupOfMessage('auth.form.passwordRule')).toBe('authFields');
    expect(groupOfMessage('errors.account/active-contracts')).toBe('profile');
    expect(groupOfMessage('my.delete.title')).toBe('profile');
    expect(groupOfMessage('my.nav.boxes')).toBe('core');
    expect(groupOfMessage('errors.registration/email-exists')).toBe('auth');
    expect(groupOfMessage('errors.unexpected')).toBe('errors');
    // A field's rule is refused only in a form: it comes with the form kit's texts.
    expect(groupOfMessage('errors.field/too-long')).toBe('forms');
    expect(groupOfMessage('errors.password-reset/invalid-token')).toBe('auth');
    expect(groupOfMessage('errors.geolocation/permission-denied')).toBe('errors');
    expect(groupOfMessage('errors.Order/Box-not-active')).toBe('order');
    expect(groupOfMessage('errors.Order/Warehouse-deactivated')).toBe('errors');
  });
});

describe('message store', () => {
  it('shows nothing until the first groups arrive, then adds a screen’s groups', async () => {
    const { load, settle, asked } = manualLoader();
    const store = createMessageStore('en', load);
    const core = store.ensure(['core']);
    expect(store.getSnapshot()).toBeNull();
    await settle('en/core');
    await core;
    expect(store.getSnapshot()).toEqual({ lang: 'en', messages: { 'core.text': 'core in en' } });

    const order = store.ensure(['order', 'errors']);
    await settle('en/order');
    expect(store.getSnapshot()!.messages).not.toHaveProperty('order.text');
    await settle('en/errors');
    await order;
    expect(store.getSnapshot()!.messages).toMatchObject({
      'core.text': 'core in en',
      'order.text': 'order in en',
      'errors.text': 'errors in en',
    });
    expect(asked).toEqual(['en/core', 'en/order', 'en/errors']);
  });

  it('switches language only once every wanted group of the new language has arrived', async () => {
    const { load, settle } = manualLoader();
    const store = createMessageStore('en', load);
    const first = store.ensure(['core', 'order']);
    await settle('en/core');
    await settle('en/order');
    await first;

    const switched = store.setLanguage('sk');
    await settle('sk/core');
    expect(store.getSnapshot()!.lang).toBe('en');
    await settle('sk/order');
    await switched;
    expect(store.getSnapshot()).toEqual({
      lang: 'sk',
      messages: { 'core.text': 'core in sk', 'order.text': 'order in sk' },
    });
  });

  it('notifies listeners when what is shown changes', async () => {
    const { load, settle } = manualLoader();
    const store = createMessageStore('en', load);
    let calls = 0;
    store.subscribe(() => calls++);
    const done = store.ensure(['core']);
    await settle('en/core');
    await done;
    expect(calls).toBe(1);
  });

  it('retries a download that failed', async () => {
    const { load, settle, asked } = manualLoader();
    const store = createMessageStore('en', load);
    const failed = expect(store.ensure(['core'])).rejects.toThrow('chunk gone');
    await settle('en/core', new Error('chunk gone'));
    await failed;
    const again = store.ensure(['core']);
    await settle('en/core');
    await again;
    expect(asked).toEqual(['en/core', 'en/core']);
    expect(store.getSnapshot()!.messages).toEqual({ 'core.text': 'core in en' });
  });
});
