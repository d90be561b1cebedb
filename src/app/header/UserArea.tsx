import { FormattedMessage } from 'react-intl';
import { paths } from '@shared/routing/paths';
import { AppLink, useAppNavigate } from '@shared/navigation/AppLink';
import { useSession } from '@shared/session/SessionContext';

/** Signed in: first name (to my boxes) and logout. Otherwise: the login button. */
export function UserArea() {
  const { signedIn, user, signOut, canSignOut } = useSession();
  const navigate = useAppNavigate();
  if (!signedIn) {
    return (
      <AppLink to={paths.login} className="button button--secondary user__login">
        <FormattedMessage id="header.login" />
      </AppLink>
    );
  }
  return (
    <div className="user">
      <AppLink to={paths.myBoxes} className="user__name">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="currentColor" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
        </svg>
        {user ? user.firstName : <FormattedMessage id="header.myAccount" />}
      </AppLink>
      <button
        type="button"
        className="button button--link user__logout"
        disabled={!canSignOut}
        onClick={() => {
          signOut();
          navigate(paths.landing);
        }}
      >
        <FormattedMessage id="header.logout" />
      </button>
    </div>
  );
}
