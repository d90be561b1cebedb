import { useSelector } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BoxSharingEffects } from '@machines/boxSharing/effects';
import { useBoxSharingActor } from '@machines/boxSharing/provider';
import { selectBusy, selectJustShared, selectSharingFailure, selectSharingState } from '@machines/boxSharing/selectors';
import { RetryAlert } from '@shared/errors/RetryAlert';
import { TextField } from '@shared/form/Fields';
import { useT } from '@shared/i18n/useT';
import { ShareList } from './ShareList';
import { CardLoading } from '../boxes/CardLoading';

/** The share dialog of one box (the box-sharing machine's): the e-mail field and who it is shared with. */
export function SharePanel({
  contractId,
  boxName,
  effects,
}: {
  contractId: number;
  boxName: string;
  effects: BoxSharingEffects;
}) {
  const t = useT();
  const actor = useBoxSharingActor(contractId, effects);
  const state = useSelector(actor, selectSharingState);
  const failure = useSelector(actor, selectSharingFailure);
  const justShared = useSelector(actor, selectJustShared);
  const busy = useSelector(actor, selectBusy);
  const [email, setEmail] = useState('');
  // Shared: the field is emptied for the next person.
  useEffect(() => {
    if (justShared) setEmail('');
  }, [justShared]);

  if (state === 'Loading') return <CardLoading />;
  if (state === 'LoadFailed')
    return (
      <div className="my-grants__panel">
        <RetryAlert
          code={failure?.code ?? 'weApologize'}
          onRetry={() => actor.send({ type: 'retry' })}
          label={<FormattedMessage id="my.sharing.retry" />}
        />
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    actor.send({ type: 'share', email });
  };
  // The e-mail's own problems (no such account, the owner's own) stand by the field; others above the list.
  const fieldFailure = failure?.fields.some((f) => f.path === 'email') ? failure : null;
  const otherFailure = failure && !fieldFailure ? failure : null;
  // The server refuses the owner's own e-mail with a generic code; the view says what it means.
  const ownEmail = fieldFailure?.code === 'bad-request';
  return (
    <div className="my-grants__panel">
      <p className="my-card__line">
        <FormattedMessage id="my.sharing.intro" />
      </p>
      <form
        className="my-share__form"
        aria-label={t('my.sharing.formLabel', { box: boxName })}
        onSubmit={submit}
        noValidate
      >
        <TextField
          name="email"
          type="email"
          autoComplete="off"
          required
          label={<FormattedMessage id="my.sharing.email" />}
          value={email}
          onChange={setEmail}
          error={ownEmail ? undefined : fieldFailure?.code}
        />
        {ownEmail && (
          <p className="field__error" role="alert">
            <FormattedMessage id="my.sharing.notYourself" />
          </p>
        )}
        <button
          type="submit"
          className="button button--primary"
          disabled={busy}
          aria-busy={state === 'Sharing' || undefined}
        >
          <FormattedMessage id={state === 'Sharing' ? 'common.loading' : 'my.sharing.submit'} />
        </button>
      </form>
      {otherFailure && (
        <p className="field__error" role="alert">
          <FormattedMessage id={`errors.${otherFailure.code}`} />
        </p>
      )}
      {justShared && (
        <p className="notice" role="status">
          <FormattedMessage id="my.sharing.shared" values={{ email: justShared }} />
        </p>
      )}
      <ShareList actor={actor} />
    </div>
  );
}
