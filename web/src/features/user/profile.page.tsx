import { NavLink, Outlet } from 'react-router';
import { SignedInPage } from '../../components/signed-in-page';

/** /profile with its children: '' (show), edit, orders, order/{number}, the address book and the reminders. */
export function Page() {
  return (
    <SignedInPage title="My Account | Greeting Cards" heading="My Account">
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
    </SignedInPage>
  );
}
