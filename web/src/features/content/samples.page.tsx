import { Link } from 'react-router';
import { CardArt } from '../../components/CardArt';
import { Spinner } from '../../components/Icon';
import { Seo } from '../../seo/Seo';
import { productLd } from '../../seo/structured-data';
import { toSample, useSamplesQuery } from './samples.api';

const STAND_INS = [
  { title: 'Happy Birthday, Grandma', occasion: 'Birthday' },
  { title: 'Ten Years of Us', occasion: 'Anniversary' },
  { title: 'Thank You, Mrs Patel', occasion: 'Thank You' },
  { title: 'Welcome, Little One', occasion: 'New Baby' },
  { title: 'To the Happy Couple', occasion: 'Wedding' },
  { title: 'Thinking of You', occasion: 'Sympathy' },
];

export function Page() {
  const { data, isLoading } = useSamplesQuery();
  const samples = data?.length
    ? data.map(toSample)
    : STAND_INS.map((s) => ({ key: s.title, title: s.title, occasion: s.occasion, src: null }));
  const ld = productLd({
    name: 'Personalised greeting card',
    description: 'A greeting card with words and artwork made for your occasion, printed on 350 gsm card with an envelope.',
    // The first sample's front as it prints, once loaded (the pre-rendered page has the house picture).
    image: samples.find((s) => s.src)?.src ?? '/og-image.svg',
    url: '/samples',
  });
  return (
    <section className="page">
      <Seo ld={[ld]} />
      <header className="page-head">
        <p className="eyebrow">Samples</p>
        <h1>Cards our customers made</h1>
        <p className="lead">
          Every card starts with a few details about someone special. Here are some to inspire yours — each printed on premium card from
          £3.95.
        </p>
      </header>
      {isLoading && <Spinner label="Loading samples" />}
      <ul className="grid-cards" role="list">
        {samples.map((s) => (
          <li key={s.key} className="tile">
            <span className="tile-media">
              <CardArt src={s.src} title={s.title} />
            </span>
            <span className="tile-title">{s.title}</span>
            {s.occasion && <span className="tile-sub">{s.occasion} · from £3.95</span>}
          </li>
        ))}
      </ul>
      <div className="card-box row space-between">
        <p style={{ margin: 0 }}>
          <strong>Ready to make your own?</strong> It takes about two minutes.
        </p>
        <Link to="/card/new" className="button button-primary">
          Design a card
        </Link>
      </div>
    </section>
  );
}
