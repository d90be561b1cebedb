import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { fromPromise } from 'xstate';
import type { ProfileUpdate } from '../../../../contract/profile';
import { inspect } from '../../../../machines/inspect';
import { profileMachine } from '../../../../machines/profile/machine';
import { selectLoadFailure, selectLoads, selectProfile, selectSaved, selectSaveFailure, selectSaving } from '../../../../machines/profile/selectors';
import { bodyOf } from '../../../shared/api/apiFailure';
import { api } from '../../../shared/api/client';
import { FormAlert } from '../../../shared/form/FormParts';
import { ProfileForm } from './ProfileForm';
import { ReferralBlock } from './ReferralBlock';
import { paths } from '../../../shared/routing/paths';
import { PageLoading } from '../../../shared/layout/PageLoading';
import { useSessionMachine } from '../../../shared/session/SessionContext';
import { MyAreaFrame } from '../../../shared/layout/MyAreaFrame';

/**
 * My profile (spec section 2): contact, user and invoicing details, referral, save; links to change
 * the password and to cancel the account. A saved name reaches the top bar through the session.
 */
export default function ProfileScreen() {
  const { send: sendToSession } = useSessionMachine();
  const [logic] = useState(() =>
    profileMachine.provide({
      actors: {
        loadProfile: fromPromise(async () => bodyOf(await api.my.profile(), 200)),
        saveProfile: fromPromise(async ({ input }: { input: ProfileUpdate }) => {
          const saved = bodyOf(await api.my.updateProfile({ body: input }), 200);
          sendToSession({ type: 'user-updated', changes: { firstName: saved.user.firstName, lastName: saved.user.lastName, phoneNumber: saved.contact.phoneNumber } });
          return saved;
        }),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  const profile = selectProfile(snapshot);
  const loadFailure = selectLoadFailure(snapshot);

  let content;
  if (loadFailure) {
    content = (
      <FormAlert code={loadFailure.code}>
        <p>
          <button type="button" className="button button--secondary" onClick={() => send({ type: 'reload' })}>
            <FormattedMessage id="profile.retry" />
          </button>
        </p>
      </FormAlert>
    );
  } else if (!profile || snapshot.matches('Loading')) {
    content = <PageLoading />;
  } else {
    content = (
      <>
        <ProfileForm
          key={selectLoads(snapshot)}
          profile={profile}
          saving={selectSaving(snapshot)}
          saved={selectSaved(snapshot)}
          failure={selectSaveFailure(snapshot)}
          onSave={(update) => send({ type: 'save', update })}
          onReload={() => send({ type: 'reload' })}
        />
        <ReferralBlock referral={profile.referral} />
      </>
    );
  }
  return (
    <MyAreaFrame
      titleId="my.profile.title"
      introId="my.profile.intro"
      links={[
        { to: paths.myPasswordChange, messageId: 'my.changePassword.title' },
        { to: paths.myProfileDelete, messageId: 'my.delete.title' },
      ]}
    >
      {content}
    </MyAreaFrame>
  );
}
