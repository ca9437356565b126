import { cardPage, type CardContent, type CardGeometry, type PagePhotos, type Rect } from '@cards/card-layout';
import type { EcardPage } from '@cards/contracts';
import { FLAT_SIZE_MM } from '@cards/contracts';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { dayName } from '../../components/format';
import { Spinner } from '../../components/icon';
import { Seo } from '../../seo/seo';
import { webFonts } from './card-fonts';
import { useGetEcardQuery } from './ecard.api';
import { Sheet } from './print-preview';
import { useArtwork } from './use-artwork';
import { ErrorAlert } from '../../components/error-alert';

type Ecard = EcardPage['card'];

/** An e-card has no product: it is shown at the shop's usual card size, as a list's cards print. */
const A6 = { name: 'A6 greeting card', flat_width_mm: FLAT_SIZE_MM.A6.width, flat_height_mm: FLAT_SIZE_MM.A6.height, bleed_mm: 3 };

/** The card as it was sent, laid out by the same layout as its print: its words, artwork, photos and signatures. */
function useEcardLayout(card: Ecard) {
  const { artwork, loading } = useArtwork(card.image_url);
  const frontPhoto = card.photos.find((p) => p.panel === 'front');
  const insidePhoto = card.photos.find((p) => p.panel === 'inside_left');
  const front = useArtwork(frontPhoto?.preview_url);
  const inside = useArtwork(insidePhoto?.preview_url);
  const page = useMemo(() => {
    const photos: PagePhotos = {
      ...(frontPhoto && front.artwork ? { front: { image: front.artwork, crop: frontPhoto.crop, textBand: frontPhoto.text_band } } : {}),
      ...(insidePhoto && inside.artwork
        ? { inside_left: { image: inside.artwork, crop: insidePhoto.crop, textBand: insidePhoto.text_band } }
        : {}),
    };
    const content: CardContent = {
      id: 0,
      headline: card.front_text,
      inside: card.inside_text,
      style: { slug: card.style.slug, name: card.style.name },
      palette: card.style.palette,
      occasion_slug: card.occasion.slug,
      occasion_name: card.occasion.name,
      recipient_name: card.recipient_name || null,
      sender_name: card.sender_name || null,
      signatures: card.signatures,
      salutation: card.salutation,
    };
    return cardPage({ content, product: A6, artwork, photos, fonts: webFonts, fontOrigin: window.location.origin });
  }, [card, artwork, frontPhoto, insidePhoto, front.artwork, inside.artwork]);
  const ready = (!!frontPhoto || !!artwork || (!card.image_url && !loading)) && !front.loading && !inside.loading;
  // Signatures that do not fit the inside go on added inside sheets, as in print.
  const sheets = 2 + (page.html.match(/data-page="inside-more"/g) ?? []).length;
  return { html: page.html, geometry: page.geometry, sheets, ready };
}

/** A panel of the inside page (page 2 starts at `pageH`). */
const inside = (g: CardGeometry, panel: Rect): Rect => ({ ...panel, y: panel.y + g.pageH });

/** The front on its own, then the inside: its two panels side by side, one above the other on a phone. */
function EcardSheets({ card, who }: { card: Ecard; who: string }) {
  const { html, geometry: g, sheets, ready } = useEcardLayout(card);
  if (!ready)
    return (
      <div className="page-loading">
        <Spinner label="Laying out the card" />
      </div>
    );
  return (
    <>
      <figure className="ecard-front">
        <Sheet html={html} geometry={g} sheet={0} sheets={sheets} clip={g.panels.front} title={`The front of ${who}`} />
        <figcaption>The front</figcaption>
      </figure>
      <figure className="ecard-inside">
        <div className="ecard-spread">
          <Sheet html={html} geometry={g} sheet={1} sheets={sheets} clip={inside(g, g.panels.insideLeft)} title="Inside, left" />
          <Sheet html={html} geometry={g} sheet={1} sheets={sheets} clip={inside(g, g.panels.insideRight)} title="Inside, right" />
        </div>
        <figcaption>Inside</figcaption>
      </figure>
      {Array.from({ length: sheets - 2 }, (_, i) => (
        <figure key={i} className="ecard-inside">
          <Sheet html={html} geometry={g} sheet={i + 2} sheets={sheets} title={`More signatures, sheet ${i + 1}`} />
          <figcaption>More signatures</figcaption>
        </figure>
      ))}
    </>
  );
}

/**
 * /ecard/:token — the page an e-card's mail links to: the card as it was sent, front and
 * inside, laid out as it prints, with the sender's note. No account: the link's token is the key.
 */
export function Page() {
  const token = useParams().token ?? '';
  const q = useGetEcardQuery(token, { skip: !token });
  if (q.isLoading)
    return (
      <div className="page-loading">
        <Spinner label="Opening the card" />
      </div>
    );
  if (!q.data)
    return (
      <section className="page narrow">
        <Seo meta={{ title: 'An e-card | Greeting Cards' }} robots="noindex, nofollow" />
        <h1>An e-card</h1>
        <ErrorAlert error={q.error} fallback="This link does not open a card." />
      </section>
    );
  const { card, sent_at } = q.data;
  const sender = card.sender_name.trim();
  const title = sender ? `A card from ${sender}` : 'A card for you';
  return (
    <section className="page ecard-page">
      <Seo meta={{ title: `${title} | Greeting Cards` }} robots="noindex, nofollow" />
      <header>
        <p className="eyebrow">{card.occasion.name}</p>
        <h1>{title}</h1>
        <p className="muted">Sent {dayName(sent_at)}.</p>
      </header>
      {card.note && (
        <p className="card-box ecard-note">
          <span className="muted">{sender ? `${sender} adds:` : 'A note:'}</span> {card.note}
        </p>
      )}
      <EcardSheets card={card} who={title.replace(/^A/, 'a')} />
      <p className="muted ecard-made">
        Made with Greeting Cards. <Link to="/card/new">Make a card of your own</Link>
      </p>
    </section>
  );
}
