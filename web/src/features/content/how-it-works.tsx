import { Link } from 'react-router';

/** The home page's three steps, from telling us about them to the post. */
export function HowItWorks() {
  return (
    <section className="section how" aria-labelledby="how-title">
      <h2 id="how-title">How it works</h2>
      <ol className="steps">
        <li>
          <span className="step-n">1</span>
          <h3>Tell us about them</h3>
          <p>Pick the occasion, a style and a tone, and add a few details only you would know.</p>
        </li>
        <li>
          <span className="step-n">2</span>
          <h3>Choose your favourite</h3>
          <p>We make several options in seconds. Change the words or the artwork until it feels right.</p>
        </li>
        <li>
          <span className="step-n">3</span>
          <h3>We print and post</h3>
          <p>Order printed cards, download a print-ready PDF, or send it as an e-card.</p>
        </li>
      </ol>
      <Link to="/card/new" className="button button-primary button-large">
        Start your card
      </Link>
    </section>
  );
}
