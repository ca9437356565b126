import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '../components/icon';
import { selectCartCount } from '../features/cart/cart.state';
import { selectIsAdmin, selectSignedIn } from '../api/user.state';
import { useAppSelector } from './hooks';

interface Entry {
  to: string;
  label: string;
  icon: IconName;
  badge?: number;
}

/**
 * What each role sees in the menu (docs/product.md). A visitor also gets the shop's showcase
 * (samples, the Christmas page, the blog) and a way to sign up: Home, About and Login alone
 * left a first visit with nowhere to go.
 */
export function menuEntries(role: { signedIn: boolean; admin: boolean; cartCount: number }): Entry[] {
  const { signedIn, admin, cartCount } = role;
  const e: (Entry | false)[] = [
    { to: '/', label: 'Home', icon: 'home' },
    !signedIn && { to: '/samples', label: 'Samples', icon: 'cards' },
    !signedIn && { to: '/christmas/cards-before-christmas', label: 'Christmas cards', icon: 'star' },
    !signedIn && { to: '/blogs', label: 'Blog', icon: 'edit' },
    admin && { to: '/subscriptions', label: 'Subscriptions', icon: 'gift' },
    { to: '/about', label: 'About Us', icon: 'info' },
    signedIn && { to: '/cards', label: 'My Cards', icon: 'cards' },
    signedIn && { to: '/cart', label: 'Cart', icon: 'cart', badge: cartCount },
    signedIn && { to: '/profile', label: 'My Account', icon: 'user' },
    admin && { to: '/admin', label: 'Admin', icon: 'settings' },
    signedIn && { to: '/logout', label: 'Logout', icon: 'logout' },
    !signedIn && { to: '/signup', label: 'Sign up', icon: 'heart' },
    !signedIn && { to: '/login', label: 'Login', icon: 'user' },
  ];
  return e.filter((x): x is Entry => !!x);
}

function SiteLogo() {
  return (
    <Link to="/" className="logo" aria-label="Greeting Cards home">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect x="3" y="5" width="20" height="24" rx="3" fill="#f3c9b9" />
        <rect x="9" y="3" width="20" height="24" rx="3" fill="#b4405e" />
        <path d="M19 11.5c1.2-2.2 5-1.6 5 1.2 0 2.6-5 5.8-5 5.8s-5-3.2-5-5.8c0-2.8 3.8-3.4 5-1.2z" fill="#fff" />
      </svg>
      <span className="logo-text">Greeting Cards</span>
    </Link>
  );
}

/** The menu's entries, each closing the menu when picked. */
function MenuList({ entries, onPick }: { entries: Entry[]; onPick: () => void }) {
  return (
    <nav aria-label="Main">
      <ul>
        {entries.map((e) => (
          <li key={e.to}>
            <NavLink to={e.to} end={e.to === '/'} onClick={onPick}>
              <Icon name={e.icon} />
              <span>{e.label}</span>
              {!!e.badge && (
                <span className="badge" aria-label={`${e.badge} ${e.badge === 1 ? 'item' : 'items'}`}>
                  {e.badge}
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The side menu's state: opened by the burger, closed by navigation, Escape or a click outside. */
function useSideMenu() {
  const [open, setOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();

  // Navigation closes the menu. A page shows once its code is in, after the address has
  // changed; a menu opened in between belongs to the new address, so that page's arrival
  // leaves it open.
  const openedAt = useRef('');
  useEffect(() => {
    if (`${pathname}${search}` !== openedAt.current) setOpen(false);
  }, [pathname, search]);
  const toggle = () => {
    openedAt.current = `${window.location.pathname}${window.location.search}`;
    setOpen((o) => !o);
  };

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('nav a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        burger.current?.focus();
      }
    };
    const onDown = (e: MouseEvent) => {
      const t = e.target as Node;
      if (!panel.current?.contains(t) && !burger.current?.contains(t)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    document.body.classList.add('menu-open');
    const panelEl = panel.current,
      burgerEl = burger.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
      document.body.classList.remove('menu-open');
      // Focus goes back to the burger when it was inside the menu.
      if (panelEl?.contains(document.activeElement)) burgerEl?.focus();
    };
  }, [open]);
  return { open, setOpen, burger, panel, toggle };
}

export function Header() {
  const signedIn = useAppSelector(selectSignedIn);
  const admin = useAppSelector(selectIsAdmin);
  const cartCount = useAppSelector(selectCartCount);
  const entries = menuEntries({ signedIn, admin, cartCount });
  const { open, setOpen, burger, panel, toggle } = useSideMenu();

  return (
    <>
      <header className="site-header">
        <div className="header-inner">
          <SiteLogo />
          <div className="header-actions">
            <Link to="/card/new" className="button button-primary button-small header-cta">
              <Icon name="compass" size={18} /> <span className="header-cta-long">Design a card</span>
              <span className="header-cta-short" aria-hidden="true">
                Design
              </span>
            </Link>
            {signedIn && (
              <Link to="/cart" className="icon-button cart-link" aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}>
                <Icon name="cart" size={22} />
                {cartCount > 0 && (
                  <span className="badge" aria-hidden="true">
                    {cartCount}
                  </span>
                )}
              </Link>
            )}
            <button
              ref={burger}
              type="button"
              className="icon-button burger"
              aria-label="Menu"
              aria-expanded={open}
              aria-controls="side-nav"
              onClick={toggle}
            >
              <Icon name="menu" size={24} />
            </button>
          </div>
        </div>
      </header>
      {/* Outside the header: its backdrop-filter would make it the containing block of these fixed layers. */}
      <div className={`menu-backdrop ${open ? 'is-open' : ''}`} aria-hidden="true" />
      {/* The clip keeps the closed panel, parked off-screen to the right, from widening the page. */}
      <div className="side-nav-clip">
        <div id="side-nav" ref={panel} className={`side-nav ${open ? 'is-open' : ''}`}>
          <div className="side-nav-head">
            <span className="side-nav-title">Menu</span>
            <button
              type="button"
              className="icon-button"
              aria-label="Close menu"
              onClick={() => {
                setOpen(false);
                burger.current?.focus();
              }}
            >
              <Icon name="close" size={22} />
            </button>
          </div>
          <MenuList entries={entries} onPick={() => setOpen(false)} />
          <Link to="/card/new" className="button button-primary side-nav-cta" onClick={() => setOpen(false)}>
            Design a card
          </Link>
        </div>
      </div>
    </>
  );
}
