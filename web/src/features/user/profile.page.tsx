import { NavLink, Outlet } from 'react-router';
import { RequireSignIn } from '../../components/require-sign-in';
import { Seo } from '../../seo/seo';

/** /profile with its children: '' (show), edit, orders, order/{number}, the address book and the reminders. */
export function Page() {
  return (
    <RequireSignIn>
      <section className="page">
        <Seo meta={{ title: 'My Account | Greeting Cards' }} />
        <header className="page-head">
          <h1>My Account</h1>
        </header>
        <nav aria-label="Account" className="tabs">
          <NavLink to="/profile" end>
            Profile
          </NavLink>
          <NavLink to="/profile/edit">Edit details</NavLink>
          <NavLink to="/profile/orders">Orders</NavLink>
          <NavLink to="/profile/addresses">Addresses</NavLink>
          <NavLink to="/profile/reminders">Reminders</NavLink>
          <NavLink to="/subscriptions">Plan</NavLink>
        </nav>
        <Outlet />
      </section>
    </RequireSignIn>
  );
}
