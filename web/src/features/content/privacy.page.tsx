import { SITE } from '../../api/config';
import { Seo } from '../../seo/seo';

export function Page() {
  return (
    <section className="page prose">
      <Seo />
      <header className="page-head">
        <p className="eyebrow">Privacy policy</p>
        <h1>How we look after your information</h1>
        <p className="muted">Last updated 20 January 2025</p>
      </header>
      <section>
        <h2>What we collect</h2>
        <p>
          Your name and e-mail address when you create an account; the details you enter to make a card (names, occasion, messages);
          delivery addresses and order history; and basic technical data (browser type, pages visited) to keep the service secure and
          working.
        </p>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          To make, print and deliver your cards; to send order and account e-mails; to prevent fraud; and, only if you agree, to tell you
          about offers. Card details are sent to our text and image generation providers solely to create your card.
        </p>
      </section>
      <section>
        <h2>Payments</h2>
        <p>Card payments are handled by our payment provider. We never see or store your full card number.</p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          Account data for as long as your account is open; order records for six years for tax purposes. You can delete your cards at any
          time and ask us to close your account.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          Under UK GDPR you can ask for a copy of your data, have it corrected or erased, object to processing and complain to the
          Information Commissioner’s Office. Write to <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>.
        </p>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          We use only the cookies needed to keep you signed in securely and to protect forms (XSRF-TOKEN). We do not use advertising
          cookies.
        </p>
      </section>
    </section>
  );
}
