import { Link } from 'react-router';
import { dayName } from '../../components/format';
import { Seo } from '../../seo/seo';
import { articleLd } from '../../seo/structured-data';
import { ARTICLES } from './blog-articles';

export function Page() {
  const ld = ARTICLES.map((a) =>
    articleLd({
      title: a.title,
      description: a.description,
      image: '/og-image.svg',
      url: `/blogs#${a.id}`,
      datePublished: a.datePublished,
      dateModified: a.dateModified,
    }),
  );
  return (
    <section className="page blog">
      <Seo ld={ld} />
      <header className="page-head">
        <p className="eyebrow">The Card Journal</p>
        <h1>Ideas for cards worth keeping</h1>
        <p className="lead">Advice from our card makers on writing, choosing and sending cards that mean something.</p>
      </header>
      <nav aria-label="Articles" className="card-box">
        <ol className="toc">
          {ARTICLES.map((a) => (
            <li key={a.id}>
              <a href={`#${a.id}`}>{a.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {ARTICLES.map((a) => (
        <article key={a.id} id={a.id} className="card-box article" aria-labelledby={`${a.id}-title`}>
          <h2 id={`${a.id}-title`}>{a.title}</h2>
          <p className="muted">
            <time dateTime={a.datePublished}>{dayName(a.datePublished)}</time> · Greeting Cards team
          </p>
          <p className="lead">{a.description}</p>
          {a.body.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </article>
      ))}
      <div className="card-box row space-between">
        <p style={{ margin: 0 }}>Put it into practice — design a card in minutes.</p>
        <Link to="/card/new" className="button button-primary">
          Design a card
        </Link>
      </div>
    </section>
  );
}
