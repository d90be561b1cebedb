import { useSelector } from '@xstate/react';
import './Profile.css';
import { FormattedMessage } from 'react-intl';
import { useNewsletterActor, type NewsletterEffects } from '@machines/newsletter/provider';
import { selectChecked, selectNewsletterFailure, selectNewsletterState } from '@machines/newsletter/selectors';
import { browserNewsletterEffects } from './profileExtrasEffects';
import { RetryAlert } from '@shared/errors/RetryAlert';

const stateMessage = {
  Loading: 'common.loading',
  On: 'profile.newsletter.on',
  Off: 'profile.newsletter.off',
  Saving: 'profile.newsletter.saving',
} as const;

/**
 * The newsletter consent: one checkbox that subscribes or unsubscribes at once (the lifecycle is the
 * newsletter machine's); it shows only what the server stored.
 */
export function NewsletterSwitch({ effects = browserNewsletterEffects }: { effects?: NewsletterEffects }) {
  const actor = useNewsletterActor(effects);
  const state = useSelector(actor, selectNewsletterState);
  const checked = useSelector(actor, selectChecked);
  const failure = useSelector(actor, selectNewsletterFailure);
  const ready = state === 'On' || state === 'Off';
  return (
    <section
      className="profile__newsletter"
      aria-labelledby="profile-newsletter"
      aria-busy={!ready && !failure ? true : undefined}
    >
      <h2 id="profile-newsletter">
        <FormattedMessage id="profile.newsletter.title" />
      </h2>
      <label className="choice__option">
        <input
          type="checkbox"
          checked={checked}
          disabled={!ready}
          aria-describedby="profile-newsletter-state"
          onChange={(e) => actor.send({ type: 'set', value: e.currentTarget.checked })}
        />
        <FormattedMessage id="profile.newsletter.label" />
      </label>
      <p id="profile-newsletter-state" aria-live="polite">
        {state !== 'Failed' && <FormattedMessage id={stateMessage[state]} />}
      </p>
      {failure && (
        <RetryAlert
          code={failure.code}
          onRetry={() => actor.send({ type: 'retry' })}
          label={<FormattedMessage id="profile.retry" />}
        />
      )}
    </section>
  );
}
