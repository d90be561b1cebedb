import { useLanguage } from '@shared/i18n/LocaleProvider';
import { useT } from '@shared/i18n/useT';
import associationUrl from './art/self-storage-association.svg?no-inline';
import fedessaUrl from './art/fedessa.svg?no-inline';

/** Association memberships, shown only when the page is in Czech. */
export function Memberships() {
  const { lang } = useLanguage();
  const t = useT();
  if (lang !== 'cs') return null;
  return (
    <ul className="memberships" aria-label={t('footer.memberships')}>
      <li>
        <img
          src={fedessaUrl}
          alt={t('footer.membership.fedessa')}
          width="120"
          height="40"
          loading="lazy"
          decoding="async"
        />
      </li>
      <li>
        <img
          src={associationUrl}
          alt={t('footer.membership.association')}
          width="120"
          height="40"
          loading="lazy"
          decoding="async"
        />
      </li>
    </ul>
  );
}
