import { Seo } from '../../seo/seo';
import { OccasionGrid } from './occasion-grid';

export function Page() {
  return (
    <section className="page">
      <Seo meta={{ title: 'Design a card: choose the occasion | Greeting Cards' }} />
      <header className="page-head">
        <p className="eyebrow">Step 1 of 3</p>
        <h1>What’s the occasion?</h1>
        <p>Pick one to start. You’ll choose the style and tell us about them next.</p>
      </header>
      <OccasionGrid limit={100} />
    </section>
  );
}
