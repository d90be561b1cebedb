import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { useBoxSharingActor } from '@machines/boxSharing/provider';
import { selectRemoving, selectShares, selectSharingState } from '@machines/boxSharing/selectors';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';

type SharingActor = ReturnType<typeof useBoxSharingActor>;

/** The people a box is shared with; removing one asks for confirmation first. */
export function ShareList({ actor }: { actor: SharingActor }) {
  const shares = useSelector(actor, selectShares);
  const titleId = useId();
  return (
    <section className="my-grants__list" aria-labelledby={titleId}>
      <h4 id={titleId} className="my-grants__title">
        <FormattedMessage id="my.sharing.listTitle" />
      </h4>
      {shares.length === 0 ? (
        <p className="my-card__line">
          <FormattedMessage id="my.sharing.none" />
        </p>
      ) : (
        <ul className="my-grants__items">
          {shares.map((share) => (
            <ShareItem key={share.email} actor={actor} email={share.email} sharedAt={share.sharedAt} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ShareItem({ actor, email, sharedAt }: { actor: SharingActor; email: string; sharedAt: string }) {
  const t = useT();
  const format = useFormatters();
  const state = useSelector(actor, selectSharingState);
  const removing = useSelector(actor, selectRemoving) === email;
  return (
    <li className="my-grant">
      <strong className="my-grant__email">{email}</strong>
      <span className="my-card__line">
        <FormattedMessage id="my.sharing.since" values={{ date: format.date(sharedAt) }} />
      </span>
      {!removing && (
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('my.sharing.removeOf', { email })}
          disabled={state !== 'Ready'}
          onClick={() => actor.send({ type: 'remove', email })}
        >
          <FormattedMessage id="my.sharing.remove" />
        </button>
      )}
      {removing && (
        // biome-ignore lint/a11y/useSemanticElements: a question with its two answers, not a part of a form.
        <div className="my-grant__confirm" role="group" aria-label={t('my.sharing.removeOf', { email })}>
          <p>
            <FormattedMessage id="my.sharing.removeConfirm" values={{ email }} />
          </p>
          <div className="my-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={state === 'Removing'}
              aria-busy={state === 'Removing' || undefined}
              onClick={() => actor.send({ type: 'confirm' })}
            >
              <FormattedMessage id="my.sharing.removeYes" />
            </button>
            <button
              type="button"
              className="button button--secondary"
              // biome-ignore lint/a11y/noAutofocus: the safe answer takes focus first, so Enter does not remove by accident.
              autoFocus
              disabled={state === 'Removing'}
              onClick={() => actor.send({ type: 'cancel' })}
            >
              <FormattedMessage id="my.sharing.keep" />
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
