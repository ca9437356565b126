import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { Seo } from '../../seo/seo';
import { OccasionGrid } from './occasion-grid';
import { SampleStrip } from './sample-strip';
import { cutOffWords } from '../../components/print-days';
import { HowItWorks } from './how-it-works';

/** The first screen: what the shop does, what it costs, and the way in. */
function Hero() {
  return (
    <section className="hero">
      <div className="hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">Personalised greeting cards</p>
          <h1>Cards that sound like you, for the people you love</h1>
          <p className="lead">
            Tell us who it’s for and what makes them special. We write the words, paint the artwork and print it on premium card — from{' '}
            <strong>£3.95</strong>.
          </p>
          <div className="button-row">
            <Link to="/card/new" className="button button-primary button-large">
              <Icon name="compass" /> Design your card
            </Link>
            <Link to="/samples" className="button button-large">
              See samples
            </Link>
          </div>
          <ul className="hero-points" role="list">
            <li>
              <Icon name="check" size={18} /> Ready in minutes
            </li>
            <li>
              <Icon name="check" size={18} /> Order by {cutOffWords()}, posted same day (Mon–Sat)
            </li>
            <li>
              <Icon name="check" size={18} /> Love it or we reprint
            </li>
          </ul>
        </div>
        <div className="hero-art" aria-hidden="true">
          <div className="hero-card hero-card-back" />
          <div className="hero-card hero-card-front">
            <span className="hero-card-script">Happy Birthday,</span>
            <span className="hero-card-name">Grandma Rose</span>
            <svg viewBox="0 0 64 64" width="64" height="64">
              <path d="M32 20c4-8 18-6 18 4 0 10-18 22-18 22S14 34 14 24c0-10 14-12 18-4z" fill="#b4405e" />
            </svg>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Price, delivery and print quality: why people choose the shop. */
function Promises() {
  return (
    <section className="section usp" aria-label="Why people choose us">
      <ul className="usp-list" role="list">
        <li>
          <span className="usp-icon">
            <Icon name="gift" size={26} />
          </span>
          <h3>From £3.95</h3>
          <p>One price per card, no subscription needed. Multiple copies cost less.</p>
        </li>
        <li>
          <span className="usp-icon">
            <Icon name="truck" size={26} />
          </span>
          <h3>Fast delivery</h3>
          <p>
            Order by {cutOffWords()} and we print and post it the same day, Monday to Saturday. Choose the day it should arrive, or Tracked
            24 if it can’t wait.
          </p>
        </li>
        <li>
          <span className="usp-icon">
            <Icon name="quality" size={26} />
          </span>
          <h3>Print quality</h3>
          <p>Thick 350 gsm card, vivid colour at 300 dpi and a matching envelope.</p>
        </li>
      </ul>
    </section>
  );
}

/** A section of the home page: its heading, a link to all of its kind beside it, and a row of them. */
function Shelf({ id, title, more, children }: { id: string; title: string; more: { to: string; words: string }; children: ReactNode }) {
  return (
    <section className="section" aria-labelledby={`${id}-title`}>
      <div className="section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <Link to={more.to} className="more-link">
          {more.words} <Icon name="arrow" size={16} />
        </Link>
      </div>
      {children}
    </section>
  );
}

export function Page() {
  return (
    <>
      <Seo />
      <Hero />

      <Shelf id="occasions" title="Start with the occasion" more={{ to: '/card/new', words: 'All occasions' }}>
        <OccasionGrid />
      </Shelf>

      <Promises />

      <Shelf id="samples" title="Made by our customers" more={{ to: '/samples', words: 'Browse samples' }}>
        <SampleStrip />
      </Shelf>

      <HowItWorks />
    </>
  );
}
