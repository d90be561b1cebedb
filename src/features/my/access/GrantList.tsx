import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { UnlockTokenInfo } from '@contract/unlockToken';
import { useFormSubmission } from '@shared/form/useFormSubmission';
import { useFormatters } from '@shared/i18n/formatters';
import { useT } from '@shared/i18n/useT';
import type { AccessGrantsEffects } from './accessGrantsEffects';
import { ListState, useListItems } from '../shared/ListState';
import { ErrorAlert } from '@shared/errors/ErrorAlert';

/**
 * The grants of one contract (the list machine around it loads them), each revocable while it runs.
 * A reload after a grant or a revocation keeps the list on the screen, so focus stays where it was.
 */
export function GrantList({ revoke, onRevoked }: { revoke: AccessGrantsEffects['revoke']; onRevoked: () => void }) {
  const titleId = useId();
  const grants = useListItems<UnlockTokenInfo>();
  return (
    <section className="my-grants__list" aria-labelledby={titleId}>
      <h4 id={titleId} className="my-grants__title">
        <FormattedMessage id="my.grants.listTitle" />
      </h4>
      <ListState
        keepWhileReloading
        empty={
          <p className="my-card__line">
            <FormattedMessage id="my.grants.none" />
          </p>
        }
      >
        <ul className="my-grants__items">
          {grants.map((grant) => (
            <GrantItem key={grant.id} grant={grant} revoke={revoke} onRevoked={onRevoked} />
          ))}
        </ul>
      </ListState>
    </section>
  );
}

function GrantItem({
  grant,
  revoke,
  onRevoked,
}: {
  grant: UnlockTokenInfo;
  revoke: AccessGrantsEffects['revoke'];
  onRevoked: () => void;
}) {
  const format = useFormatters();
  const t = useT();
  const submission = useFormSubmission(async () => {
    const revoked = await revoke(grant.id);
    onRevoked();
    return revoked;
  });
  const [confirming, setConfirming] = useState(false);
  const revokeButton = useRef<HTMLButtonElement>(null);
  const stateBadge = useRef<HTMLSpanElement>(null);
  const running = !grant.revokedAt && grant.state !== 'EXPIRED';

  // Revoked: the confirmation is gone, and focus goes to the grant's new state, which says so.
  useEffect(() => {
    if (grant.revokedAt && confirming) {
      setConfirming(false);
      stateBadge.current?.focus();
    }
  }, [grant.revokedAt, confirming]);

  const keep = () => {
    setConfirming(false);
    // The confirmation is gone; focus returns to the button that asked for it.
    requestAnimationFrame(() => revokeButton.current?.focus());
  };

  return (
    <li className="my-grant">
      <strong className="my-grant__email">{grant.email}</strong>
      <span className="my-card__line">
        <FormattedMessage
          id="my.grants.window"
          values={{ from: format.dateTime(grant.validFrom), to: format.dateTime(grant.validTo) }}
        />
      </span>
      <span
        ref={stateBadge}
        tabIndex={-1}
        className={`my-status my-status--grant-${grant.revokedAt ? 'revoked' : grant.state.toLowerCase()}`}
      >
        {grant.revokedAt ? (
          <FormattedMessage id="my.grants.revokedOn" values={{ date: format.dateTime(grant.revokedAt) }} />
        ) : (
          <FormattedMessage id={`my.grants.state.${grant.state}`} />
        )}
      </span>
      {running && !confirming && (
        <button
          ref={revokeButton}
          type="button"
          className="button button--secondary my-grant__revoke"
          aria-label={t('my.grants.revokeOf', { email: grant.email })}
          onClick={() => setConfirming(true)}
        >
          <FormattedMessage id="my.grants.revoke" />
        </button>
      )}
      {running && confirming && (
        // biome-ignore lint/a11y/useSemanticElements: a question with its two answers, not a part of a form.
        <div className="my-grant__confirm" role="group" aria-label={t('my.grants.revokeOf', { email: grant.email })}>
          <p>
            <FormattedMessage id="my.grants.revokeConfirm" values={{ email: grant.email }} />
          </p>
          <div className="my-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={submission.submitting}
              aria-busy={submission.submitting || undefined}
              onClick={() => submission.submit(undefined)}
            >
              <FormattedMessage id="my.grants.revokeYes" />
            </button>
            {/* biome-ignore lint/a11y/noAutofocus: the safe answer takes focus first, so Enter does not revoke by accident. */}
            <button type="button" className="button button--secondary" autoFocus onClick={keep}>
              <FormattedMessage id="my.grants.keep" />
            </button>
          </div>
          <ErrorAlert code={submission.failure?.code ?? null} />
        </div>
      )}
    </li>
  );
}
