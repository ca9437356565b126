import { Link } from 'react-router';
import { SITE } from '../../api/config';
import { Seo } from '../../seo/seo';
import { cutOffWords } from '../../components/print-days';

export function Page() {
  return (
    <section className="page">
      <Seo />
      <header className="page-head">
        <p className="eyebrow">About us</p>
        <h1>Cards that sound like you</h1>
        <p className="lead">
          We started Greeting Cards because the cards in the shop never said what we meant. The words were for everyone, so they were for no
          one.
        </p>
      </header>
      <div className="grid-2">
        <section className="card-box">
          <h2>What we do</h2>
          <p>
            You tell us about the person and the occasion. We write words that fit them, create artwork in the style you choose, and print
            your card on thick 350 gsm card with a matching envelope.
          </p>
        </section>
        <section className="card-box">
          <h2>How we print</h2>
          <p>
            Every card is printed to order in the UK at 300 dpi with full bleed and checked by hand. We print and post Monday to Saturday:
            order by {cutOffWords()} and it goes the same day, later and it goes on the next print day (never on a Sunday or a bank
            holiday). If something is not right, we reprint it free.
          </p>
        </section>
        <section className="card-box">
          <h2>Your words stay yours</h2>
          <p>
            The details you share are used only to make your card. We never sell personal data. Read our{' '}
            <Link to="/privacy">privacy policy</Link>.
          </p>
        </section>
        <section className="card-box">
          <h2>Talk to us</h2>
          <p>
            Questions, ideas or a card that went astray? Write to <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> — a real
            person answers within one working day.
          </p>
        </section>
      </div>
    </section>
  );
}
