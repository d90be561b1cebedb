import { useT } from '@shared/i18n/useT';
import { Logo } from '@shared/layout/Logo';
import { BurgerMenu } from './BurgerMenu';
import { LanguageSelector } from './LanguageSelector';
import { MainNav } from './MainNav';
import { UserArea } from './UserArea';
import './Header.css';

/**
 * The top bar. With `limited` (`?limitedView=true`) only the logo remains.
 * `menuOpen` opens the burger menu initially (stories).
 */
export function Header({ limited = false, menuOpen = false }: { limited?: boolean; menuOpen?: boolean }) {
  const t = useT();
  return (
    <header className="header">
      <div className="container header__bar">
        <Logo />
        {!limited && (
          <>
            <nav className="header__nav" aria-label={t('header.mainNav')}>
              <MainNav className="header__list" />
            </nav>
            <div className="header__tools">
              <div className="header__user">
                <UserArea />
              </div>
              <LanguageSelector />
              <BurgerMenu defaultOpen={menuOpen} />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
