import { useLanguage } from '../../shared/i18n/LocaleProvider';
import { useT } from '../../shared/i18n/useT';

/** Association memberships, shown only when the page is in Czech. */
export function Memberships() {
  const { lang } = useLanguage();
  const t = useT();
  if (lang !== 'cs') return null;
  return (
    <ul className="memberships" aria-label={t('footer.memberships')}>
      <li>
        <svg viewBox="0 0 120 40" width="120" height="40" role="img" aria-label={t('footer.membership.fedessa')}>
          <rect x="0.5" y="0.5" width="119" height="39" rx="6" fill="#fff" stroke="#cfd8e1" />
          <circle cx="20" cy="20" r="11" fill="#003399" />
          <path d="M20 12.5l1 2.2 2.3.2-1.8 1.5.6 2.3-2.1-1.3-2 1.3.5-2.3-1.8-1.5 2.4-.2z" fill="#ffcc00" />
          <text x="38" y="25" fontFamily="Arial, sans-serif" fontSize="12" fontWeight="800" fill="#003399">FEDESSA</text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 120 40" width="120" height="40" role="img" aria-label={t('footer.membership.association')}>
          <rect x="0.5" y="0.5" width="119" height="39" rx="6" fill="#fff" stroke="#cfd8e1" />
          <path d="M10 28V15l10-5 10 5v13z" fill="#d7141a" />
          <rect x="15" y="19" width="10" height="9" fill="#fff" />
          <text x="36" y="18" fontFamily="Arial, sans-serif" fontSize="9" fontWeight="800" fill="#11457e">Asociace</text>
          <text x="36" y="29" fontFamily="Arial, sans-serif" fontSize="9" fontWeight="800" fill="#11457e">self storage</text>
        </svg>
      </li>
    </ul>
  );
}
