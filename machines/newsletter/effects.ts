/** What the profile's newsletter switch needs from outside: the two newsletter calls. */
export interface NewsletterEffects {
  loadSubscription: () => Promise<boolean>;
  /** Subscribes (true) or unsubscribes (false); resolves with the state the server stored. */
  saveSubscription: (value: boolean) => Promise<boolean>;
}
