import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink, SiteNavLink } from '../../components/SiteLink';
import { useAdminMode } from '../../app/admin-mode';
import { Button } from '../../components/Button';
import { Icon } from '../../components/icons';
import { PRODUCT_NAME } from '../../config/constants';
import { useAuth } from '../../auth/useAuth';
import { HEADER_LINKS } from './nav-links';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SearchBox } from './SearchBox';
import './layout.css';
import { useT } from '../../i18n/use-t';

function AccountButtons({ onAction }: { onAction?: () => void }) {
  const { editor, openLogin, logout } = useAuth();
  const { adminOpen, openAdmin, closeAdmin, dropAdmin } = useAdminMode();
  const t = useT();

  const login = async () => {
    onAction?.();
    if (await openLogin()) openAdmin();
  };

  if (!editor) {
    return (
      <Button variant="contained" onClick={login}>
        {t('header.logIn')}
      </Button>
    );
  }
  return (
    <div className="account-buttons">
      <Button
        variant={adminOpen ? 'outlined' : 'contained'}
        aria-pressed={adminOpen}
        onClick={() => {
          onAction?.();
          if (adminOpen) closeAdmin();
          else openAdmin();
        }}
      >
        {t(adminOpen ? 'header.exitAdmin' : 'header.admin')}
      </Button>
      <Button
        variant="plain"
        onClick={() => {
          onAction?.();
          dropAdmin();
          void logout();
        }}
      >
        {t('header.logOut')}
      </Button>
    </div>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  return (
    <ul>
      {HEADER_LINKS.map((link) => (
        <li key={link.to}>
          <SiteNavLink to={link.to} end={link.to === '/'} onClick={onNavigate}>
            {t(link.labelId)}
          </SiteNavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The masthead: the wordmark, the sections, search and the account buttons; on phones a menu
 * toggle opens a panel with the same links, search and buttons under the bar.
 */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const t = useT();

  // A followed link closes the menu; so does Escape.
  useEffect(() => setMenuOpen(false), [pathname, search]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      // The focused link or field goes with the panel: the keyboard goes back to the button that opened it.
      menuToggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <SiteLink to="/" className="wordmark" aria-label={t('header.homeLink', { product: PRODUCT_NAME })}>
          <Icon name="logo" className="wordmark-icon" />
          <span>{PRODUCT_NAME}</span>
        </SiteLink>
        <nav aria-label={t('header.mainNav')} className="main-nav desktop-only">
          <NavLinks />
        </nav>
        <div className="header-tools desktop-only">
          <SearchBox />
          <LanguageSwitcher />
          <AccountButtons />
        </div>
        <button
          ref={menuToggle}
          type="button"
          className="icon-btn mobile-only menu-toggle"
          aria-label={t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
      </div>
      {menuOpen ? (
        <div id="mobile-menu" className="mobile-menu mobile-only">
          <div className="container">
            <SearchBox onSearched={closeMenu} />
            <nav aria-label={t('header.mainNav')} className="mobile-nav">
              <NavLinks onNavigate={closeMenu} />
            </nav>
            <LanguageSwitcher />
            <AccountButtons onAction={closeMenu} />
          </div>
        </div>
      ) : null}
    </header>
  );
}
