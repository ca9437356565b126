import type { ReactNode } from 'react';
import { Seo } from '../seo/seo';
import { RequireSignIn } from './require-sign-in';

/**
 * A page only a signed-in customer sees: its title (the tab's), its heading, and beside the
 * heading the page's one action when it has one (Subscriptions' "New subscription").
 */
export function SignedInPage({
  title,
  heading,
  action,
  children,
}: {
  title: string;
  heading: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <RequireSignIn>
      <section className="page">
        <Seo meta={{ title }} />
        <header className={action ? 'page-head row space-between' : 'page-head'}>
          <h1 style={action ? { margin: 0 } : undefined}>{heading}</h1>
          {action}
        </header>
        {children}
      </section>
    </RequireSignIn>
  );
}
