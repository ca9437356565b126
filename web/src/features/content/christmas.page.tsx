import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { Seo } from '../../seo/seo';
import { ChristmasDates } from './christmas-dates';

export function Page() {
  return (
    <section className="page">
      <Seo />
      <header className="page-head christmas-head">
        <p className="eyebrow">Christmas cards</p>
        <h1>Personalised Christmas cards, delivered before Christmas</h1>
        <p className="lead">
          Family news, private jokes and a picture of the dog in a Santa hat: make this year’s cards as personal as the people getting them.
          Printed on premium card and posted from £3.95.
        </p>
        <div className="button-row">
          <Link to="/card/new/christmas" className="button button-primary button-large">
            <Icon name="compass" /> Design a Christmas card
          </Link>
          <Link to="/samples" className="button button-large">
            See samples
          </Link>
        </div>
      </header>
      <ChristmasDates />
      <div className="grid-2">
        <section className="card-box">
          <h2>Send one to everyone</h2>
          <p>
            Make one design and order as many copies as you need — the more you order, the less each card costs. Or make a different card
            for every name on your list.
          </p>
        </section>
        <section className="card-box">
          <h2>Running late?</h2>
          <p>Download a print-ready PDF to print at home, or send your card as an e-card on Christmas morning. It still arrives on time.</p>
        </section>
      </div>
    </section>
  );
}
